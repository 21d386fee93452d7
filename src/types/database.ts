export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  public: {
    Tables: {
      agora_admin_notes: {
        Row: {
          admin_id: string
          created_at: string
          id: string
          is_private: boolean
          note: string
          verification_id: string
        }
        Insert: {
          admin_id?: string
          created_at?: string
          id?: string
          is_private?: boolean
          note: string
          verification_id: string
        }
        Update: {
          admin_id?: string
          created_at?: string
          id?: string
          is_private?: boolean
          note?: string
          verification_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "agora_admin_notes_admin_id_fkey"
            columns: ["admin_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "agora_admin_notes_verification_id_fkey"
            columns: ["verification_id"]
            isOneToOne: false
            referencedRelation: "agora_verification"
            referencedColumns: ["id"]
          },
        ]
      }
      agora_consultant_certifications: {
        Row: {
          consultant_id: string
          created_at: string
          document_url: string | null
          expiration_date: string | null
          id: string
          issue_date: string | null
          issuing_organization: string
          name: string
          updated_at: string
          verified: boolean
        }
        Insert: {
          consultant_id: string
          created_at?: string
          document_url?: string | null
          expiration_date?: string | null
          id?: string
          issue_date?: string | null
          issuing_organization: string
          name: string
          updated_at?: string
          verified?: boolean
        }
        Update: {
          consultant_id?: string
          created_at?: string
          document_url?: string | null
          expiration_date?: string | null
          id?: string
          issue_date?: string | null
          issuing_organization?: string
          name?: string
          updated_at?: string
          verified?: boolean
        }
        Relationships: [
          {
            foreignKeyName: "agora_consultant_certifications_consultant_id_fkey"
            columns: ["consultant_id"]
            isOneToOne: false
            referencedRelation: "agora_consultant_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      agora_consultant_profiles: {
        Row: {
          available_days: number[]
          available_hours: NonNullable<Json>
          bio: string
          calendly_url: string | null
          created_at: string
          has_video_conferencing: boolean
          hourly_rate: number
          id: string
          rating: number
          search_text: string | null
          short_description: string
          specialty_ids: number[]
          status: string
          time_zone: string
          title: string
          total_consultations: number
          total_reviews: number
          updated_at: string
          user_id: string
          years_experience: number
          zoom_link: string | null
          agora_specialties: {
            id: number
            name: string
          } | null
        }
        Insert: {
          available_days?: number[]
          available_hours?: NonNullable<Json>
          bio: string
          calendly_url?: string | null
          created_at?: string
          has_video_conferencing?: boolean
          hourly_rate?: number
          id?: string
          rating?: number
          search_text?: never
          short_description: string
          specialty_ids?: number[]
          status?: string
          time_zone?: string
          title: string
          total_consultations?: number
          total_reviews?: number
          updated_at?: string
          user_id: string
          years_experience?: number
          zoom_link?: string | null
        }
        Update: {
          available_days?: number[]
          available_hours?: NonNullable<Json>
          bio?: string
          calendly_url?: string | null
          created_at?: string
          has_video_conferencing?: boolean
          hourly_rate?: number
          id?: string
          rating?: number
          search_text?: never
          short_description?: string
          specialty_ids?: number[]
          status?: string
          time_zone?: string
          title?: string
          total_consultations?: number
          total_reviews?: number
          updated_at?: string
          user_id?: string
          years_experience?: number
          zoom_link?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "agora_consultant_profiles_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "agora_consultant_profiles_user_public_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "public_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      agora_consultant_specialties: {
        Row: {
          consultant_id: string
          specialty_id: number
        }
        Insert: {
          consultant_id: string
          specialty_id: number
        }
        Update: {
          consultant_id?: string
          specialty_id?: number
        }
        Relationships: [
          {
            foreignKeyName: "agora_consultant_specialties_consultant_id_fkey"
            columns: ["consultant_id"]
            isOneToOne: false
            referencedRelation: "agora_consultant_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "agora_consultant_specialties_specialty_id_fkey"
            columns: ["specialty_id"]
            isOneToOne: false
            referencedRelation: "agora_specialties"
            referencedColumns: ["id"]
          },
        ]
      }
      agora_consultations: {
        Row: {
          cancel_reason: string | null
          cancelled_at: string | null
          cancelled_by: string | null
          client_id: string
          completed_at: string | null
          consultant_id: string
          consultant_payout: number | null
          created_at: string
          end_time: string
          id: string
          notes: string | null
          price: number
          rating: number | null
          review: string | null
          reviewed_at: string | null
          start_time: string
          status: string
          title: string
          updated_at: string
        }
        Insert: {
          cancel_reason?: string | null
          cancelled_at?: string | null
          cancelled_by?: string | null
          client_id: string
          completed_at?: string | null
          consultant_id: string
          consultant_payout?: number | null
          created_at?: string
          end_time: string
          id?: string
          notes?: string | null
          price: number
          rating?: number | null
          review?: string | null
          reviewed_at?: string | null
          start_time: string
          status?: string
          title: string
          updated_at?: string
        }
        Update: {
          cancel_reason?: string | null
          cancelled_at?: string | null
          cancelled_by?: string | null
          client_id?: string
          completed_at?: string | null
          consultant_id?: string
          consultant_payout?: number | null
          created_at?: string
          end_time?: string
          id?: string
          notes?: string | null
          price?: number
          rating?: number | null
          review?: string | null
          reviewed_at?: string | null
          start_time?: string
          status?: string
          title?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "agora_consultations_cancelled_by_fkey"
            columns: ["cancelled_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "agora_consultations_client_id_fkey"
            columns: ["client_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "agora_consultations_client_public_fkey"
            columns: ["client_id"]
            isOneToOne: false
            referencedRelation: "public_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "agora_consultations_consultant_id_fkey"
            columns: ["consultant_id"]
            isOneToOne: false
            referencedRelation: "agora_consultant_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      agora_specialties: {
        Row: {
          id: number
          name: string
        }
        Insert: {
          id?: number
          name: string
        }
        Update: {
          id?: number
          name?: string
        }
        Relationships: []
      }
      agora_verification: {
        Row: {
          comments: string | null
          consultant_id: string
          created_at: string
          id: string
          status: string
          updated_at: string
          verifier_id: string | null
        }
        Insert: {
          comments?: string | null
          consultant_id: string
          created_at?: string
          id?: string
          status?: string
          updated_at?: string
          verifier_id?: string | null
        }
        Update: {
          comments?: string | null
          consultant_id?: string
          created_at?: string
          id?: string
          status?: string
          updated_at?: string
          verifier_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "agora_verification_consultant_id_fkey"
            columns: ["consultant_id"]
            isOneToOne: false
            referencedRelation: "agora_consultant_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "agora_verification_verifier_id_fkey"
            columns: ["verifier_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      agora_verification_drafts: {
        Row: {
          admin_id: string
          decision: string
          draft_comments: string | null
          last_reviewed_at: string
          verification_id: string
        }
        Insert: {
          admin_id: string
          decision?: string
          draft_comments?: string | null
          last_reviewed_at?: string
          verification_id: string
        }
        Update: {
          admin_id?: string
          decision?: string
          draft_comments?: string | null
          last_reviewed_at?: string
          verification_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "agora_verification_drafts_admin_id_fkey"
            columns: ["admin_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "agora_verification_drafts_verification_id_fkey"
            columns: ["verification_id"]
            isOneToOne: false
            referencedRelation: "agora_verification"
            referencedColumns: ["id"]
          },
        ]
      }
      agora_verification_history: {
        Row: {
          action: string
          admin_id: string | null
          created_at: string
          details: NonNullable<Json>
          id: string
          verification_id: string
        }
        Insert: {
          action: string
          admin_id?: string | null
          created_at?: string
          details?: NonNullable<Json>
          id?: string
          verification_id: string
        }
        Update: {
          action?: string
          admin_id?: string | null
          created_at?: string
          details?: NonNullable<Json>
          id?: string
          verification_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "agora_verification_history_admin_id_fkey"
            columns: ["admin_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "agora_verification_history_verification_id_fkey"
            columns: ["verification_id"]
            isOneToOne: false
            referencedRelation: "agora_verification"
            referencedColumns: ["id"]
          },
        ]
      }
      animus_crosses: {
        Row: {
          code: string
          created_at: string
          cross_type: string
          father_id: string | null
          generation: string
          id: string
          made_by: string
          mother_id: string
          notes: string
          offspring_id: string | null
          pollination_date: string | null
          project_id: string
          seeds_harvested: number | null
          updated_at: string
          user_id: string
        }
        Insert: {
          code: string
          created_at?: string
          cross_type: string
          father_id?: string | null
          generation: string
          id?: string
          made_by?: string
          mother_id: string
          notes?: string
          offspring_id?: string | null
          pollination_date?: string | null
          project_id: string
          seeds_harvested?: number | null
          updated_at?: string
          user_id?: string
        }
        Update: {
          code?: string
          created_at?: string
          cross_type?: string
          father_id?: string | null
          generation?: string
          id?: string
          made_by?: string
          mother_id?: string
          notes?: string
          offspring_id?: string | null
          pollination_date?: string | null
          project_id?: string
          seeds_harvested?: number | null
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "animus_crosses_father_id_fkey"
            columns: ["father_id"]
            isOneToOne: false
            referencedRelation: "animus_cultivars"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "animus_crosses_mother_id_fkey"
            columns: ["mother_id"]
            isOneToOne: false
            referencedRelation: "animus_cultivars"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "animus_crosses_offspring_id_fkey"
            columns: ["offspring_id"]
            isOneToOne: false
            referencedRelation: "animus_cultivars"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "animus_crosses_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: false
            referencedRelation: "breeding_projects"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "animus_crosses_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      animus_cultivar_tags: {
        Row: {
          agree_count: number
          category: string
          coa_path: string | null
          created_at: string
          cultivar_id: string
          disagree_count: number
          id: string
          label: string
          moderated_at: string | null
          moderated_by: string | null
          moderation: string | null
          moderation_note: string
          note: string
          proposed_by: string
          status: string | null
          updated_at: string
        }
        Insert: {
          agree_count?: number
          category?: string
          coa_path?: string | null
          created_at?: string
          cultivar_id: string
          disagree_count?: number
          id?: string
          label: string
          moderated_at?: string | null
          moderated_by?: string | null
          moderation?: string | null
          moderation_note?: string
          note?: string
          proposed_by?: string
          status?: never
          updated_at?: string
        }
        Update: {
          agree_count?: number
          category?: string
          coa_path?: string | null
          created_at?: string
          cultivar_id?: string
          disagree_count?: number
          id?: string
          label?: string
          moderated_at?: string | null
          moderated_by?: string | null
          moderation?: string | null
          moderation_note?: string
          note?: string
          proposed_by?: string
          status?: never
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "animus_cultivar_tags_cultivar_id_fkey"
            columns: ["cultivar_id"]
            isOneToOne: false
            referencedRelation: "animus_cultivars"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "animus_cultivar_tags_moderated_by_fkey"
            columns: ["moderated_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "animus_cultivar_tags_proposed_by_fkey"
            columns: ["proposed_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      animus_cultivars: {
        Row: {
          accession_type: string
          acquisition_date: string | null
          breeder: string
          chemotype: string | null
          chemotype_source: string | null
          created_at: string
          declared_chemotype: string | null
          id: string
          lab_chemotype: string | null
          name: string
          name_key: string | null
          notes: string
          origin: string
          photos: string[]
          published: boolean
          published_at: string | null
          published_fields: string[]
          search_text: string | null
          sex: string
          shared: boolean
          synonyms: string[]
          terpenes: string[]
          updated_at: string
          user_id: string
          animus_archive_entry: Json | null
        }
        Insert: {
          accession_type?: string
          acquisition_date?: string | null
          breeder?: string
          chemotype?: never
          chemotype_source?: never
          created_at?: string
          declared_chemotype?: string | null
          id?: string
          lab_chemotype?: string | null
          name: string
          name_key?: never
          notes?: string
          origin?: string
          photos?: string[]
          published?: boolean
          published_at?: string | null
          published_fields?: string[]
          search_text?: never
          sex?: string
          shared?: boolean
          synonyms?: string[]
          terpenes?: string[]
          updated_at?: string
          user_id?: string
        }
        Update: {
          accession_type?: string
          acquisition_date?: string | null
          breeder?: string
          chemotype?: never
          chemotype_source?: never
          created_at?: string
          declared_chemotype?: string | null
          id?: string
          lab_chemotype?: string | null
          name?: string
          name_key?: never
          notes?: string
          origin?: string
          photos?: string[]
          published?: boolean
          published_at?: string | null
          published_fields?: string[]
          search_text?: never
          sex?: string
          shared?: boolean
          synonyms?: string[]
          terpenes?: string[]
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "animus_cultivars_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      animus_germination_tests: {
        Row: {
          created_at: string
          days: number | null
          germination_rate: number | null
          id: string
          notes: string
          seed_lot_id: string
          seeds_germinated: number
          seeds_sown: number
          tested_on: string
          user_id: string
        }
        Insert: {
          created_at?: string
          days?: number | null
          germination_rate?: never
          id?: string
          notes?: string
          seed_lot_id: string
          seeds_germinated: number
          seeds_sown: number
          tested_on?: string
          user_id?: string
        }
        Update: {
          created_at?: string
          days?: number | null
          germination_rate?: never
          id?: string
          notes?: string
          seed_lot_id?: string
          seeds_germinated?: number
          seeds_sown?: number
          tested_on?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "animus_germination_tests_seed_lot_id_fkey"
            columns: ["seed_lot_id"]
            isOneToOne: false
            referencedRelation: "animus_seed_lots"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "animus_germination_tests_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      animus_lab_results: {
        Row: {
          cbd: number
          cbda: number
          cbg: number
          cbga: number
          chemotype: string | null
          coa_path: string | null
          created_at: string
          cultivar_id: string
          id: string
          lab_name: string
          notes: string
          sample_code: string
          terpenes: NonNullable<Json>
          tested_on: string | null
          thc: number
          thca: number
          total_cbd: number | null
          total_cbg: number | null
          total_thc: number | null
          updated_at: string
          user_id: string
        }
        Insert: {
          cbd?: number
          cbda?: number
          cbg?: number
          cbga?: number
          chemotype?: never
          coa_path?: string | null
          created_at?: string
          cultivar_id: string
          id?: string
          lab_name?: string
          notes?: string
          sample_code?: string
          terpenes?: NonNullable<Json>
          tested_on?: string | null
          thc?: number
          thca?: number
          total_cbd?: never
          total_cbg?: never
          total_thc?: never
          updated_at?: string
          user_id?: string
        }
        Update: {
          cbd?: number
          cbda?: number
          cbg?: number
          cbga?: number
          chemotype?: never
          coa_path?: string | null
          created_at?: string
          cultivar_id?: string
          id?: string
          lab_name?: string
          notes?: string
          sample_code?: string
          terpenes?: NonNullable<Json>
          tested_on?: string | null
          thc?: number
          thca?: number
          total_cbd?: never
          total_cbg?: never
          total_thc?: never
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "animus_lab_results_cultivar_id_fkey"
            columns: ["cultivar_id"]
            isOneToOne: false
            referencedRelation: "animus_cultivars"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "animus_lab_results_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      animus_lineage_claims: {
        Row: {
          child_id: string
          created_at: string
          cross_id: string | null
          evidence: string
          father_id: string | null
          id: string
          mother_id: string
          source: string
          updated_at: string
          user_id: string
        }
        Insert: {
          child_id: string
          created_at?: string
          cross_id?: string | null
          evidence: string
          father_id?: string | null
          id?: string
          mother_id: string
          source?: string
          updated_at?: string
          user_id?: string
        }
        Update: {
          child_id?: string
          created_at?: string
          cross_id?: string | null
          evidence?: string
          father_id?: string | null
          id?: string
          mother_id?: string
          source?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "animus_lineage_claims_child_id_fkey"
            columns: ["child_id"]
            isOneToOne: false
            referencedRelation: "animus_cultivars"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "animus_lineage_claims_cross_id_fkey"
            columns: ["cross_id"]
            isOneToOne: false
            referencedRelation: "animus_crosses"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "animus_lineage_claims_father_id_fkey"
            columns: ["father_id"]
            isOneToOne: false
            referencedRelation: "animus_cultivars"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "animus_lineage_claims_mother_id_fkey"
            columns: ["mother_id"]
            isOneToOne: false
            referencedRelation: "animus_cultivars"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "animus_lineage_claims_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      animus_observations: {
        Row: {
          client_id: string | null
          created_at: string
          id: string
          notes: string
          observed_at: string
          pheno_id: string | null
          photo_path: string | null
          project_id: string
          selection_id: string | null
          source: string
          trait_version_id: string
          updated_at: string
          user_id: string
          value_date: string | null
          value_number: number | null
          value_text: string | null
        }
        Insert: {
          client_id?: string | null
          created_at?: string
          id?: string
          notes?: string
          observed_at?: string
          pheno_id?: string | null
          photo_path?: string | null
          project_id: string
          selection_id?: string | null
          source?: string
          trait_version_id: string
          updated_at?: string
          user_id?: string
          value_date?: string | null
          value_number?: number | null
          value_text?: string | null
        }
        Update: {
          client_id?: string | null
          created_at?: string
          id?: string
          notes?: string
          observed_at?: string
          pheno_id?: string | null
          photo_path?: string | null
          project_id?: string
          selection_id?: string | null
          source?: string
          trait_version_id?: string
          updated_at?: string
          user_id?: string
          value_date?: string | null
          value_number?: number | null
          value_text?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "animus_observations_pheno_fkey"
            columns: ["pheno_id", "project_id"]
            isOneToOne: false
            referencedRelation: "phenos"
            referencedColumns: ["id", "project_id"]
          },
          {
            foreignKeyName: "animus_observations_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: false
            referencedRelation: "breeding_projects"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "animus_observations_selection_fkey"
            columns: ["selection_id", "project_id"]
            isOneToOne: false
            referencedRelation: "selections"
            referencedColumns: ["id", "project_id"]
          },
          {
            foreignKeyName: "animus_observations_trait_version_id_fkey"
            columns: ["trait_version_id"]
            isOneToOne: false
            referencedRelation: "animus_trait_versions"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "animus_observations_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      animus_project_traits: {
        Row: {
          created_at: string
          position: number
          project_id: string
          trait_id: string
          user_id: string
        }
        Insert: {
          created_at?: string
          position?: number
          project_id: string
          trait_id: string
          user_id?: string
        }
        Update: {
          created_at?: string
          position?: number
          project_id?: string
          trait_id?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "animus_project_traits_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: false
            referencedRelation: "breeding_projects"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "animus_project_traits_trait_id_fkey"
            columns: ["trait_id"]
            isOneToOne: false
            referencedRelation: "animus_traits"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "animus_project_traits_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      animus_seed_lots: {
        Row: {
          amount: number
          created_at: string
          cultivar_id: string
          id: string
          lot_code: string
          notes: string
          produced_on: string | null
          storage_location: string
          unit: string
          updated_at: string
          user_id: string
        }
        Insert: {
          amount: number
          created_at?: string
          cultivar_id: string
          id?: string
          lot_code: string
          notes?: string
          produced_on?: string | null
          storage_location?: string
          unit?: string
          updated_at?: string
          user_id?: string
        }
        Update: {
          amount?: number
          created_at?: string
          cultivar_id?: string
          id?: string
          lot_code?: string
          notes?: string
          produced_on?: string | null
          storage_location?: string
          unit?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "animus_seed_lots_cultivar_id_fkey"
            columns: ["cultivar_id"]
            isOneToOne: false
            referencedRelation: "animus_cultivars"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "animus_seed_lots_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      animus_tag_votes: {
        Row: {
          agree: boolean
          created_at: string
          tag_id: string
          updated_at: string
          user_id: string
        }
        Insert: {
          agree: boolean
          created_at?: string
          tag_id: string
          updated_at?: string
          user_id?: string
        }
        Update: {
          agree?: boolean
          created_at?: string
          tag_id?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "animus_tag_votes_tag_id_fkey"
            columns: ["tag_id"]
            isOneToOne: false
            referencedRelation: "animus_cultivar_tags"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "animus_tag_votes_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      animus_trait_versions: {
        Row: {
          categories: NonNullable<Json>
          created_at: string
          created_by: string | null
          id: string
          max_value: number | null
          method: string
          min_value: number | null
          scale_type: string
          step: number | null
          trait_id: string
          unit: string
          version: number
        }
        Insert: {
          categories?: NonNullable<Json>
          created_at?: string
          created_by?: string | null
          id?: string
          max_value?: number | null
          method?: string
          min_value?: number | null
          scale_type: string
          step?: number | null
          trait_id: string
          unit?: string
          version?: number
        }
        Update: {
          categories?: NonNullable<Json>
          created_at?: string
          created_by?: string | null
          id?: string
          max_value?: number | null
          method?: string
          min_value?: number | null
          scale_type?: string
          step?: number | null
          trait_id?: string
          unit?: string
          version?: number
        }
        Relationships: [
          {
            foreignKeyName: "animus_trait_versions_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "animus_trait_versions_trait_id_fkey"
            columns: ["trait_id"]
            isOneToOne: false
            referencedRelation: "animus_traits"
            referencedColumns: ["id"]
          },
        ]
      }
      animus_traits: {
        Row: {
          archived: boolean
          category: string
          created_at: string
          description: string
          id: string
          name: string
          system_key: string | null
          updated_at: string
          user_id: string | null
        }
        Insert: {
          archived?: boolean
          category?: string
          created_at?: string
          description?: string
          id?: string
          name: string
          system_key?: string | null
          updated_at?: string
          user_id?: string | null
        }
        Update: {
          archived?: boolean
          category?: string
          created_at?: string
          description?: string
          id?: string
          name?: string
          system_key?: string | null
          updated_at?: string
          user_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "animus_traits_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      arca_diary_values: {
        Row: {
          entry_id: string
          event: string
          plant_count: number | null
          title: string | null
          to_room_id: string | null
          to_stage: string | null
        }
        Insert: {
          entry_id: string
          event: string
          plant_count?: number | null
          title?: string | null
          to_room_id?: string | null
          to_stage?: string | null
        }
        Update: {
          entry_id?: string
          event?: string
          plant_count?: number | null
          title?: string | null
          to_room_id?: string | null
          to_stage?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "arca_diary_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_diary_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_diary_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_entries"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_diary_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_ppm_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_diary_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_runoff_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_diary_values_to_room_id_fkey"
            columns: ["to_room_id"]
            isOneToOne: false
            referencedRelation: "rooms"
            referencedColumns: ["id"]
          },
        ]
      }
      arca_entries: {
        Row: {
          created_at: string
          created_by: string | null
          deleted_at: string | null
          deleted_by: string | null
          facility_id: string
          id: string
          import_id: string | null
          kind: string
          lot_id: string | null
          notes: string | null
          occurred_at: string
          photos: string[]
          room_id: string | null
          status: string
          updated_at: string
          updated_by: string | null
          version: number
        }
        Insert: {
          created_at?: string
          created_by?: string | null
          deleted_at?: string | null
          deleted_by?: string | null
          facility_id: string
          id?: string
          import_id?: string | null
          kind: string
          lot_id?: string | null
          notes?: string | null
          occurred_at?: string
          photos?: string[]
          room_id?: string | null
          status?: string
          updated_at?: string
          updated_by?: string | null
          version?: number
        }
        Update: {
          created_at?: string
          created_by?: string | null
          deleted_at?: string | null
          deleted_by?: string | null
          facility_id?: string
          id?: string
          import_id?: string | null
          kind?: string
          lot_id?: string | null
          notes?: string | null
          occurred_at?: string
          photos?: string[]
          room_id?: string | null
          status?: string
          updated_at?: string
          updated_by?: string | null
          version?: number
        }
        Relationships: [
          {
            foreignKeyName: "arca_entries_facility_id_fkey"
            columns: ["facility_id"]
            isOneToOne: false
            referencedRelation: "facilities"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_entries_facility_id_lot_id_fkey"
            columns: ["facility_id", "lot_id"]
            isOneToOne: false
            referencedRelation: "arca_lots"
            referencedColumns: ["facility_id", "id"]
          },
          {
            foreignKeyName: "arca_entries_facility_id_room_id_fkey"
            columns: ["facility_id", "room_id"]
            isOneToOne: false
            referencedRelation: "rooms"
            referencedColumns: ["facility_id", "id"]
          },
          {
            foreignKeyName: "arca_entries_kind_fkey"
            columns: ["kind"]
            isOneToOne: false
            referencedRelation: "arca_kinds"
            referencedColumns: ["kind"]
          },
        ]
      }
      arca_entry_versions: {
        Row: {
          action: string
          changed_at: string
          changed_by: string | null
          entry_id: string
          id: number
          snapshot: NonNullable<Json>
          tx: number
          version: number
        }
        Insert: {
          action: string
          changed_at?: string
          changed_by?: string | null
          entry_id: string
          id?: never
          snapshot: NonNullable<Json>
          tx?: number
          version: number
        }
        Update: {
          action?: string
          changed_at?: string
          changed_by?: string | null
          entry_id?: string
          id?: never
          snapshot?: NonNullable<Json>
          tx?: number
          version?: number
        }
        Relationships: [
          {
            foreignKeyName: "arca_entry_versions_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_diary_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_entry_versions_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_entries"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_entry_versions_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_ppm_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_entry_versions_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_runoff_records"
            referencedColumns: ["id"]
          },
        ]
      }
      arca_kinds: {
        Row: {
          kind: string
          tool_id: string
          values_table: unknown
        }
        Insert: {
          kind: string
          tool_id: string
          values_table: unknown
        }
        Update: {
          kind?: string
          tool_id?: string
          values_table?: unknown
        }
        Relationships: []
      }
      arca_lots: {
        Row: {
          created_at: string
          created_by: string | null
          current_plant_count: number
          current_room_id: string | null
          current_stage: string
          facility_id: string
          id: string
          name: string
          notes: string | null
          origin_project_id: string | null
          plant_count: number
          stage_started_at: string
          start_room_id: string | null
          start_stage: string
          started_at: string
          strain: string
          updated_at: string
          updated_by: string | null
        }
        Insert: {
          created_at?: string
          created_by?: string | null
          current_plant_count?: number
          current_room_id?: string | null
          current_stage?: string
          facility_id: string
          id?: string
          name: string
          notes?: string | null
          origin_project_id?: string | null
          plant_count: number
          stage_started_at?: string
          start_room_id?: string | null
          start_stage?: string
          started_at?: string
          strain: string
          updated_at?: string
          updated_by?: string | null
        }
        Update: {
          created_at?: string
          created_by?: string | null
          current_plant_count?: number
          current_room_id?: string | null
          current_stage?: string
          facility_id?: string
          id?: string
          name?: string
          notes?: string | null
          origin_project_id?: string | null
          plant_count?: number
          stage_started_at?: string
          start_room_id?: string | null
          start_stage?: string
          started_at?: string
          strain?: string
          updated_at?: string
          updated_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "arca_lots_facility_id_current_room_id_fkey"
            columns: ["facility_id", "current_room_id"]
            isOneToOne: false
            referencedRelation: "rooms"
            referencedColumns: ["facility_id", "id"]
          },
          {
            foreignKeyName: "arca_lots_facility_id_fkey"
            columns: ["facility_id"]
            isOneToOne: false
            referencedRelation: "facilities"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_lots_facility_id_start_room_id_fkey"
            columns: ["facility_id", "start_room_id"]
            isOneToOne: false
            referencedRelation: "rooms"
            referencedColumns: ["facility_id", "id"]
          },
          {
            foreignKeyName: "arca_lots_origin_project_id_fkey"
            columns: ["origin_project_id"]
            isOneToOne: false
            referencedRelation: "breeding_projects"
            referencedColumns: ["id"]
          },
        ]
      }
      arca_ppm_values: {
        Row: {
          ec: number
          entered_unit: string
          entry_id: string
          ph: number | null
          solution_temp_c: number | null
          tank: string | null
        }
        Insert: {
          ec: number
          entered_unit?: string
          entry_id: string
          ph?: number | null
          solution_temp_c?: number | null
          tank?: string | null
        }
        Update: {
          ec?: number
          entered_unit?: string
          entry_id?: string
          ph?: number | null
          solution_temp_c?: number | null
          tank?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "arca_ppm_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_diary_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_ppm_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_entries"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_ppm_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_ppm_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_ppm_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_runoff_records"
            referencedColumns: ["id"]
          },
        ]
      }
      arca_runoff_values: {
        Row: {
          ec_diff: number | null
          entry_id: string
          input_ec: number | null
          input_ph: number | null
          input_volume_l: number
          ph_diff: number | null
          runoff_ec: number | null
          runoff_pct: number | null
          runoff_ph: number | null
          runoff_volume_l: number
        }
        Insert: {
          ec_diff?: never
          entry_id: string
          input_ec?: number | null
          input_ph?: number | null
          input_volume_l: number
          ph_diff?: never
          runoff_ec?: number | null
          runoff_pct?: never
          runoff_ph?: number | null
          runoff_volume_l: number
        }
        Update: {
          ec_diff?: never
          entry_id?: string
          input_ec?: number | null
          input_ph?: number | null
          input_volume_l?: number
          ph_diff?: never
          runoff_ec?: number | null
          runoff_pct?: never
          runoff_ph?: number | null
          runoff_volume_l?: number
        }
        Relationships: [
          {
            foreignKeyName: "arca_runoff_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_diary_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_runoff_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_entries"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_runoff_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_ppm_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_runoff_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_runoff_records"
            referencedColumns: ["id"]
          },
        ]
      }
      breeding_projects: {
        Row: {
          created_at: string
          description: string
          father_strain: string
          id: string
          mother_strain: string
          name: string
          target_traits: string[]
          updated_at: string
          user_id: string
        }
        Insert: {
          created_at?: string
          description?: string
          father_strain?: string
          id?: string
          mother_strain?: string
          name: string
          target_traits?: string[]
          updated_at?: string
          user_id?: string
        }
        Update: {
          created_at?: string
          description?: string
          father_strain?: string
          id?: string
          mother_strain?: string
          name?: string
          target_traits?: string[]
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "breeding_projects_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      facilities: {
        Row: {
          created_at: string
          id: string
          location: string | null
          name: string
          notes: string | null
          updated_at: string
          user_id: string
        }
        Insert: {
          created_at?: string
          id?: string
          location?: string | null
          name: string
          notes?: string | null
          updated_at?: string
          user_id?: string
        }
        Update: {
          created_at?: string
          id?: string
          location?: string | null
          name?: string
          notes?: string | null
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "facilities_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      feedback_logs: {
        Row: {
          attachment_url: string | null
          created_at: string
          description: string
          feedback_id: string
          feedback_type: string
          status: string
          updated_at: string
          user_id: string
          user_metadata: NonNullable<Json>
        }
        Insert: {
          attachment_url?: string | null
          created_at?: string
          description: string
          feedback_id?: string
          feedback_type: string
          status?: string
          updated_at?: string
          user_id: string
          user_metadata?: NonNullable<Json>
        }
        Update: {
          attachment_url?: string | null
          created_at?: string
          description?: string
          feedback_id?: string
          feedback_type?: string
          status?: string
          updated_at?: string
          user_id?: string
          user_metadata?: NonNullable<Json>
        }
        Relationships: [
          {
            foreignKeyName: "feedback_logs_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      notifications: {
        Row: {
          action_url: string | null
          created_at: string
          id: string
          message: string
          read: boolean
          source: string | null
          title: string
          type: string
          user_id: string
        }
        Insert: {
          action_url?: string | null
          created_at?: string
          id?: string
          message?: string
          read?: boolean
          source?: string | null
          title: string
          type?: string
          user_id: string
        }
        Update: {
          action_url?: string | null
          created_at?: string
          id?: string
          message?: string
          read?: boolean
          source?: string | null
          title?: string
          type?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "notifications_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      organization_messages: {
        Row: {
          author_id: string | null
          body: string
          created_at: string
          id: string
          organization_id: string
        }
        Insert: {
          author_id?: string | null
          body: string
          created_at?: string
          id?: string
          organization_id: string
        }
        Update: {
          author_id?: string | null
          body?: string
          created_at?: string
          id?: string
          organization_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "organization_messages_author_id_fkey"
            columns: ["author_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "organization_messages_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
        ]
      }
      organization_notes: {
        Row: {
          body: string
          created_at: string
          created_by: string | null
          id: string
          organization_id: string
          title: string
          updated_at: string
          updated_by: string | null
        }
        Insert: {
          body?: string
          created_at?: string
          created_by?: string | null
          id?: string
          organization_id: string
          title: string
          updated_at?: string
          updated_by?: string | null
        }
        Update: {
          body?: string
          created_at?: string
          created_by?: string | null
          id?: string
          organization_id?: string
          title?: string
          updated_at?: string
          updated_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "organization_notes_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "organization_notes_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "organization_notes_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      organization_resources: {
        Row: {
          created_at: string
          created_by: string | null
          description: string | null
          id: string
          kind: string
          organization_id: string
          section: string
          storage_path: string | null
          title: string
          updated_at: string
          url: string | null
        }
        Insert: {
          created_at?: string
          created_by?: string | null
          description?: string | null
          id?: string
          kind: string
          organization_id: string
          section?: string
          storage_path?: string | null
          title: string
          updated_at?: string
          url?: string | null
        }
        Update: {
          created_at?: string
          created_by?: string | null
          description?: string | null
          id?: string
          kind?: string
          organization_id?: string
          section?: string
          storage_path?: string | null
          title?: string
          updated_at?: string
          url?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "organization_resources_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "organization_resources_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
        ]
      }
      organization_users: {
        Row: {
          created_at: string
          organization_id: string
          role: string
          user_id: string
        }
        Insert: {
          created_at?: string
          organization_id: string
          role?: string
          user_id: string
        }
        Update: {
          created_at?: string
          organization_id?: string
          role?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "organization_users_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "organization_users_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      organizations: {
        Row: {
          created_at: string
          description: string | null
          id: string
          name: string
          slug: string
          updated_at: string
        }
        Insert: {
          created_at?: string
          description?: string | null
          id?: string
          name: string
          slug: string
          updated_at?: string
        }
        Update: {
          created_at?: string
          description?: string | null
          id?: string
          name?: string
          slug?: string
          updated_at?: string
        }
        Relationships: []
      }
      phenos: {
        Row: {
          aroma_intensity: number | null
          aroma_profile: string[]
          branching_density: number | null
          bud_density: number | null
          chemotype: string | null
          created_at: string
          cross_id: string | null
          flowering_time: number | null
          frost_production: number | null
          generation: string
          growth_rate: number | null
          growth_stage: string
          height: number | null
          id: string
          images: string[]
          internodal: number | null
          leaf_size: number | null
          leaf_width: number | null
          notes: string
          phenotype_id: string | null
          plant_id: string
          potency_estimate: number | null
          project_id: string
          selected_for_final: boolean
          selection_notes: string
          status: string
          structure: number | null
          updated_at: string
          user_id: string
          yield_estimate: number | null
        }
        Insert: {
          aroma_intensity?: number | null
          aroma_profile?: string[]
          branching_density?: number | null
          bud_density?: number | null
          chemotype?: string | null
          created_at?: string
          cross_id?: string | null
          flowering_time?: number | null
          frost_production?: number | null
          generation?: string
          growth_rate?: number | null
          growth_stage?: string
          height?: number | null
          id?: string
          images?: string[]
          internodal?: number | null
          leaf_size?: number | null
          leaf_width?: number | null
          notes?: string
          phenotype_id?: string | null
          plant_id: string
          potency_estimate?: number | null
          project_id: string
          selected_for_final?: boolean
          selection_notes?: string
          status?: string
          structure?: number | null
          updated_at?: string
          user_id?: string
          yield_estimate?: number | null
        }
        Update: {
          aroma_intensity?: number | null
          aroma_profile?: string[]
          branching_density?: number | null
          bud_density?: number | null
          chemotype?: string | null
          created_at?: string
          cross_id?: string | null
          flowering_time?: number | null
          frost_production?: number | null
          generation?: string
          growth_rate?: number | null
          growth_stage?: string
          height?: number | null
          id?: string
          images?: string[]
          internodal?: number | null
          leaf_size?: number | null
          leaf_width?: number | null
          notes?: string
          phenotype_id?: string | null
          plant_id?: string
          potency_estimate?: number | null
          project_id?: string
          selected_for_final?: boolean
          selection_notes?: string
          status?: string
          structure?: number | null
          updated_at?: string
          user_id?: string
          yield_estimate?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "phenos_cross_in_project_fkey"
            columns: ["cross_id", "project_id"]
            isOneToOne: false
            referencedRelation: "animus_crosses"
            referencedColumns: ["id", "project_id"]
          },
          {
            foreignKeyName: "phenos_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: false
            referencedRelation: "breeding_projects"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "phenos_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      phenos_sensory: {
        Row: {
          aroma_intensity: number | null
          aroma_profile: string[]
          aroma_quality: number | null
          ash_color: string | null
          created_at: string
          flavor_intensity: number | null
          flavor_profile: string[]
          flavor_quality: number | null
          id: string
          notes: string
          plant_id: string
          smoke_harshness: number | null
          updated_at: string
          user_id: string
        }
        Insert: {
          aroma_intensity?: number | null
          aroma_profile?: string[]
          aroma_quality?: number | null
          ash_color?: string | null
          created_at?: string
          flavor_intensity?: number | null
          flavor_profile?: string[]
          flavor_quality?: number | null
          id?: string
          notes?: string
          plant_id: string
          smoke_harshness?: number | null
          updated_at?: string
          user_id?: string
        }
        Update: {
          aroma_intensity?: number | null
          aroma_profile?: string[]
          aroma_quality?: number | null
          ash_color?: string | null
          created_at?: string
          flavor_intensity?: number | null
          flavor_profile?: string[]
          flavor_quality?: number | null
          id?: string
          notes?: string
          plant_id?: string
          smoke_harshness?: number | null
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "phenos_sensory_plant_id_fkey"
            columns: ["plant_id"]
            isOneToOne: true
            referencedRelation: "phenos"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "phenos_sensory_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      profiles: {
        Row: {
          avatar_url: string | null
          created_at: string
          email_notifications: boolean
          first_name: string | null
          id: string
          is_deleted: boolean
          last_name: string | null
          membership_tier: string
          profile_visibility: string
          quick_access_items: string[] | null
          role: string
          updated_at: string
        }
        Insert: {
          avatar_url?: string | null
          created_at?: string
          email_notifications?: boolean
          first_name?: string | null
          id: string
          is_deleted?: boolean
          last_name?: string | null
          membership_tier?: string
          profile_visibility?: string
          quick_access_items?: string[] | null
          role?: string
          updated_at?: string
        }
        Update: {
          avatar_url?: string | null
          created_at?: string
          email_notifications?: boolean
          first_name?: string | null
          id?: string
          is_deleted?: boolean
          last_name?: string | null
          membership_tier?: string
          profile_visibility?: string
          quick_access_items?: string[] | null
          role?: string
          updated_at?: string
        }
        Relationships: []
      }
      project_notes: {
        Row: {
          body: string
          created_at: string
          id: string
          project_id: string
          updated_at: string
          user_id: string
        }
        Insert: {
          body: string
          created_at?: string
          id?: string
          project_id: string
          updated_at?: string
          user_id?: string
        }
        Update: {
          body?: string
          created_at?: string
          id?: string
          project_id?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "project_notes_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: false
            referencedRelation: "breeding_projects"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "project_notes_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      public_profiles: {
        Row: {
          avatar_url: string | null
          first_name: string | null
          id: string
          last_name: string | null
          updated_at: string
        }
        Insert: {
          avatar_url?: string | null
          first_name?: string | null
          id: string
          last_name?: string | null
          updated_at?: string
        }
        Update: {
          avatar_url?: string | null
          first_name?: string | null
          id?: string
          last_name?: string | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "public_profiles_id_fkey"
            columns: ["id"]
            isOneToOne: true
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      rooms: {
        Row: {
          aroya_room_id: number | null
          created_at: string
          facility_id: string
          id: string
          room_name: string
          room_type: string
          updated_at: string
        }
        Insert: {
          aroya_room_id?: number | null
          created_at?: string
          facility_id: string
          id?: string
          room_name: string
          room_type?: string
          updated_at?: string
        }
        Update: {
          aroya_room_id?: number | null
          created_at?: string
          facility_id?: string
          id?: string
          room_name?: string
          room_type?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "rooms_facility_id_fkey"
            columns: ["facility_id"]
            isOneToOne: false
            referencedRelation: "facilities"
            referencedColumns: ["id"]
          },
        ]
      }
      saved_calculations: {
        Row: {
          created_at: string
          id: string
          inputs: NonNullable<Json>
          name: string
          results: NonNullable<Json>
          tool_id: string
          updated_at: string
          user_id: string
        }
        Insert: {
          created_at?: string
          id?: string
          inputs: NonNullable<Json>
          name: string
          results?: NonNullable<Json>
          tool_id: string
          updated_at?: string
          user_id?: string
        }
        Update: {
          created_at?: string
          id?: string
          inputs?: NonNullable<Json>
          name?: string
          results?: NonNullable<Json>
          tool_id?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "saved_calculations_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      selections: {
        Row: {
          badges: NonNullable<Json>
          created_at: string
          generation: string
          growth_metrics: NonNullable<Json>
          id: string
          images: string[]
          pheno_id: string | null
          plant_id: string
          project_id: string
          selection_date: string
          selection_highlights: string[]
          selection_notes: string
          selection_rationale: string
          sensory_data: Json | null
          tags: NonNullable<Json>
          updated_at: string
          user_id: string
        }
        Insert: {
          badges?: NonNullable<Json>
          created_at?: string
          generation?: string
          growth_metrics?: NonNullable<Json>
          id?: string
          images?: string[]
          pheno_id?: string | null
          plant_id: string
          project_id: string
          selection_date?: string
          selection_highlights?: string[]
          selection_notes?: string
          selection_rationale?: string
          sensory_data?: Json | null
          tags?: NonNullable<Json>
          updated_at?: string
          user_id?: string
        }
        Update: {
          badges?: NonNullable<Json>
          created_at?: string
          generation?: string
          growth_metrics?: NonNullable<Json>
          id?: string
          images?: string[]
          pheno_id?: string | null
          plant_id?: string
          project_id?: string
          selection_date?: string
          selection_highlights?: string[]
          selection_notes?: string
          selection_rationale?: string
          sensory_data?: Json | null
          tags?: NonNullable<Json>
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "selections_pheno_in_project_fkey"
            columns: ["pheno_id", "project_id"]
            isOneToOne: false
            referencedRelation: "phenos"
            referencedColumns: ["id", "project_id"]
          },
          {
            foreignKeyName: "selections_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: false
            referencedRelation: "breeding_projects"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "selections_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      subscription_events: {
        Row: {
          changed_by: string | null
          created_at: string
          id: string
          previous_tier: string | null
          source: string
          tier: string
          user_id: string
        }
        Insert: {
          changed_by?: string | null
          created_at?: string
          id?: string
          previous_tier?: string | null
          source: string
          tier: string
          user_id: string
        }
        Update: {
          changed_by?: string | null
          created_at?: string
          id?: string
          previous_tier?: string | null
          source?: string
          tier?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "subscription_events_changed_by_fkey"
            columns: ["changed_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "subscription_events_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      user_integrations: {
        Row: {
          api_key: string
          created_at: string
          provider: string
          updated_at: string
          user_id: string
        }
        Insert: {
          api_key: string
          created_at?: string
          provider?: string
          updated_at?: string
          user_id?: string
        }
        Update: {
          api_key?: string
          created_at?: string
          provider?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "user_integrations_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
    }
    Views: {
      animus_lineage: {
        Row: {
          chemotype_consistent: boolean | null
          child_chemotype: string | null
          child_id: string | null
          child_name: string | null
          contested: boolean | null
          created_at: string | null
          cross_id: string | null
          evidence: string | null
          father_chemotype: string | null
          father_id: string | null
          father_name: string | null
          id: string | null
          mother_chemotype: string | null
          mother_id: string | null
          mother_name: string | null
          source: string | null
          user_id: string | null
        }
        Relationships: [
          {
            foreignKeyName: "animus_lineage_claims_child_id_fkey"
            columns: ["child_id"]
            isOneToOne: false
            referencedRelation: "animus_cultivars"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "animus_lineage_claims_cross_id_fkey"
            columns: ["cross_id"]
            isOneToOne: false
            referencedRelation: "animus_crosses"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "animus_lineage_claims_father_id_fkey"
            columns: ["father_id"]
            isOneToOne: false
            referencedRelation: "animus_cultivars"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "animus_lineage_claims_mother_id_fkey"
            columns: ["mother_id"]
            isOneToOne: false
            referencedRelation: "animus_cultivars"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "animus_lineage_claims_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      arca_diary_records: {
        Row: {
          created_at: string | null
          created_by: string | null
          event: string | null
          facility_id: string | null
          id: string | null
          import_id: string | null
          lot_id: string | null
          notes: string | null
          occurred_at: string | null
          photos: string[] | null
          plant_count: number | null
          room_id: string | null
          status: string | null
          title: string | null
          to_room_id: string | null
          to_stage: string | null
          updated_at: string | null
          updated_by: string | null
          version: number | null
        }
        Relationships: [
          {
            foreignKeyName: "arca_diary_values_to_room_id_fkey"
            columns: ["to_room_id"]
            isOneToOne: false
            referencedRelation: "rooms"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_entries_facility_id_fkey"
            columns: ["facility_id"]
            isOneToOne: false
            referencedRelation: "facilities"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_entries_facility_id_lot_id_fkey"
            columns: ["facility_id", "lot_id"]
            isOneToOne: false
            referencedRelation: "arca_lots"
            referencedColumns: ["facility_id", "id"]
          },
          {
            foreignKeyName: "arca_entries_facility_id_room_id_fkey"
            columns: ["facility_id", "room_id"]
            isOneToOne: false
            referencedRelation: "rooms"
            referencedColumns: ["facility_id", "id"]
          },
        ]
      }
      arca_ppm_records: {
        Row: {
          created_at: string | null
          created_by: string | null
          ec: number | null
          entered_unit: string | null
          facility_id: string | null
          id: string | null
          import_id: string | null
          lot_id: string | null
          notes: string | null
          occurred_at: string | null
          ph: number | null
          photos: string[] | null
          room_id: string | null
          solution_temp_c: number | null
          status: string | null
          tank: string | null
          updated_at: string | null
          updated_by: string | null
          version: number | null
        }
        Relationships: [
          {
            foreignKeyName: "arca_entries_facility_id_fkey"
            columns: ["facility_id"]
            isOneToOne: false
            referencedRelation: "facilities"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_entries_facility_id_lot_id_fkey"
            columns: ["facility_id", "lot_id"]
            isOneToOne: false
            referencedRelation: "arca_lots"
            referencedColumns: ["facility_id", "id"]
          },
          {
            foreignKeyName: "arca_entries_facility_id_room_id_fkey"
            columns: ["facility_id", "room_id"]
            isOneToOne: false
            referencedRelation: "rooms"
            referencedColumns: ["facility_id", "id"]
          },
        ]
      }
      arca_runoff_records: {
        Row: {
          created_at: string | null
          created_by: string | null
          ec_diff: number | null
          facility_id: string | null
          id: string | null
          import_id: string | null
          input_ec: number | null
          input_ph: number | null
          input_volume_l: number | null
          lot_id: string | null
          notes: string | null
          occurred_at: string | null
          ph_diff: number | null
          photos: string[] | null
          room_id: string | null
          runoff_ec: number | null
          runoff_pct: number | null
          runoff_ph: number | null
          runoff_volume_l: number | null
          status: string | null
          updated_at: string | null
          updated_by: string | null
          version: number | null
        }
        Relationships: [
          {
            foreignKeyName: "arca_entries_facility_id_fkey"
            columns: ["facility_id"]
            isOneToOne: false
            referencedRelation: "facilities"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_entries_facility_id_lot_id_fkey"
            columns: ["facility_id", "lot_id"]
            isOneToOne: false
            referencedRelation: "arca_lots"
            referencedColumns: ["facility_id", "id"]
          },
          {
            foreignKeyName: "arca_entries_facility_id_room_id_fkey"
            columns: ["facility_id", "room_id"]
            isOneToOne: false
            referencedRelation: "rooms"
            referencedColumns: ["facility_id", "id"]
          },
        ]
      }
    }
    Functions: {
      add_organization_member: {
        Args: { p_email: string; p_organization_id: string; p_role?: string }
        Returns: string
      }
      admin_set_certification_verified: {
        Args: { p_certification_id: string; p_verified: boolean }
        Returns: {
          consultant_id: string
          created_at: string
          document_url: string | null
          expiration_date: string | null
          id: string
          issue_date: string | null
          issuing_organization: string
          name: string
          updated_at: string
          verified: boolean
        }
        SetofOptions: {
          from: "*"
          to: "agora_consultant_certifications"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      admin_set_consultant_status: {
        Args: { p_profile_id: string; p_status: string }
        Returns: {
          available_days: number[]
          available_hours: NonNullable<Json>
          bio: string
          calendly_url: string | null
          created_at: string
          has_video_conferencing: boolean
          hourly_rate: number
          id: string
          rating: number
          search_text: string | null
          short_description: string
          specialty_ids: number[]
          status: string
          time_zone: string
          title: string
          total_consultations: number
          total_reviews: number
          updated_at: string
          user_id: string
          years_experience: number
          zoom_link: string | null
        }
        SetofOptions: {
          from: "*"
          to: "agora_consultant_profiles"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      admin_set_tier: {
        Args: { p_tier: string; p_user_id: string }
        Returns: string
      }
      admin_stats: { Args: Record<PropertyKey, never>; Returns: Json }
      agora_consultation_for_update: {
        Args: { p_id: string }
        Returns: Record<string, unknown>
      }
      agora_finish_consultation: {
        Args: { p_id: string; p_status: string }
        Returns: {
          cancel_reason: string | null
          cancelled_at: string | null
          cancelled_by: string | null
          client_id: string
          completed_at: string | null
          consultant_id: string
          consultant_payout: number | null
          created_at: string
          end_time: string
          id: string
          notes: string | null
          price: number
          rating: number | null
          review: string | null
          reviewed_at: string | null
          start_time: string
          status: string
          title: string
          updated_at: string
        }
        SetofOptions: {
          from: "*"
          to: "agora_consultations"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      agora_specialties: {
        Args: {
          p_consultant: Database["public"]["Tables"]["agora_consultant_profiles"]["Row"]
        }
        Returns: {
          id: number
          name: string
        }[]
        SetofOptions: {
          from: "agora_consultant_profiles"
          to: "agora_specialties"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      animus_archive_cultivar: { Args: { p_id: string }; Returns: Json }
      animus_archive_entry: {
        Args: {
          p_cultivar: Database["public"]["Tables"]["animus_cultivars"]["Row"]
        }
        Returns: Json
      }
      animus_archive_search: {
        Args: {
          p_chemotype?: string
          p_limit?: number
          p_offset?: number
          p_query?: string
        }
        Returns: Json[]
      }
      animus_badges_ok: { Args: { badges: Json }; Returns: boolean }
      animus_chemotype: {
        Args: { total_cbd: number; total_cbg: number; total_thc: number }
        Returns: string
      }
      animus_chemotype_expectation: {
        Args: { p_father: string; p_mother: string }
        Returns: number[]
      }
      animus_chemotype_possible: {
        Args: { p_child: string; p_father: string; p_mother: string }
        Returns: boolean
      }
      animus_chemotype_segregation: {
        Args: { p_project_id: string }
        Returns: {
          chi_square: number
          code: string
          cross_id: string
          cross_type: string
          df: number
          expected_i: number
          expected_ii: number
          expected_iii: number
          father_chemotype: string
          father_name: string
          generation: string
          impossible: number
          mother_chemotype: string
          mother_name: string
          observed_i: number
          observed_ii: number
          observed_iii: number
          observed_other: number
          plants: number
        }[]
      }
      animus_coa_readable: { Args: { p_name: string }; Returns: boolean }
      animus_cultivar_filter: {
        Args: {
          p_advanced: boolean
          p_breeder: string
          p_chemotypes: string[]
          p_query: string
          p_scope: string
          p_tags: string[]
          p_terpenes: string[]
        }
        Returns: string
      }
      animus_dominant_terpenes: { Args: { terpenes: Json }; Returns: string[] }
      animus_growth_metrics_ok: { Args: { metrics: Json }; Returns: boolean }
      animus_import_cultivars: { Args: { p_rows: Json }; Returns: Json }
      animus_import_find_parent: { Args: { p_name: string }; Returns: string }
      animus_jsonb_text_array: { Args: { value: Json }; Returns: string[] }
      animus_library_facets: { Args: Record<PropertyKey, never>; Returns: Json }
      animus_mirror_selection: {
        Args: { p_selection_id: string }
        Returns: undefined
      }
      animus_moderate_tag: {
        Args: { p_decision: string; p_note?: string; p_tag_id: string }
        Returns: {
          agree_count: number
          category: string
          coa_path: string | null
          created_at: string
          cultivar_id: string
          disagree_count: number
          id: string
          label: string
          moderated_at: string | null
          moderated_by: string | null
          moderation: string | null
          moderation_note: string
          note: string
          proposed_by: string
          status: string | null
          updated_at: string
        }
        SetofOptions: {
          from: "*"
          to: "animus_cultivar_tags"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      animus_paths_under: {
        Args: { paths: string[]; prefix: string }
        Returns: boolean
      }
      animus_pedigree: {
        Args: { p_down?: number; p_roots: string[]; p_up?: number }
        Returns: {
          chemotype_consistent: boolean | null
          child_chemotype: string | null
          child_id: string | null
          child_name: string | null
          contested: boolean | null
          created_at: string | null
          cross_id: string | null
          evidence: string | null
          father_chemotype: string | null
          father_id: string | null
          father_name: string | null
          id: string | null
          mother_chemotype: string | null
          mother_id: string | null
          mother_name: string | null
          source: string | null
          user_id: string | null
        }[]
        SetofOptions: {
          from: "*"
          to: "animus_lineage"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      animus_photo_public: { Args: { p_name: string }; Returns: boolean }
      animus_photo_readable: { Args: { p_name: string }; Returns: boolean }
      animus_rating_ok: {
        Args: { step: number; unrated_ok: boolean; value: Json }
        Returns: boolean
      }
      animus_record_cross: {
        Args: {
          p_code: string
          p_cross_type: string
          p_father_id?: string
          p_generation: string
          p_made_by?: string
          p_mother_id: string
          p_notes?: string
          p_offspring_name?: string
          p_pollination_date?: string
          p_project_id: string
          p_seeds_harvested?: number
          p_storage_location?: string
        }
        Returns: Json
      }
      animus_search_text: {
        Args: { name: string; synonyms: string[] }
        Returns: string
      }
      animus_sensory_data_ok: { Args: { sensory: Json }; Returns: boolean }
      animus_similar_cultivars: {
        Args: { p_breeder?: string; p_exclude?: string; p_name: string }
        Returns: {
          breeder: string
          id: string
          mine: boolean
          name: string
          similarity: number
        }[]
      }
      animus_tag_status: {
        Args: { p_agree: number; p_disagree: number }
        Returns: string
      }
      animus_tags_ok: { Args: { tags: Json }; Returns: boolean }
      animus_terpenes_ok: { Args: { terpenes: Json }; Returns: boolean }
      animus_text_list_ok: {
        Args: {
          distinct_ci: boolean
          items: string[]
          max_items: number
          max_len: number
          trimmed: boolean
        }
        Returns: boolean
      }
      animus_trait_scale_ok: {
        Args: {
          categories: Json
          max_value: number
          min_value: number
          scale_type: string
          step: number
        }
        Returns: boolean
      }
      animus_unpublish_cultivar: { Args: { p_id: string }; Returns: undefined }
      apply_subscription: {
        Args: { p_tier: string; p_user_id: string }
        Returns: string
      }
      arca_delete_entries: { Args: { p_ids: string[] }; Returns: number }
      arca_entry_access: {
        Args: { p_action: string; p_entry_id: string; p_kind: string }
        Returns: boolean
      }
      arca_entry_values: {
        Args: { p_entry_id: string; p_kind: string }
        Returns: Json
      }
      arca_generated_columns: { Args: { p_table: unknown }; Returns: string[] }
      arca_grants: {
        Args: { p_action: string }
        Returns: {
          facility_id: string
          kind: string
        }[]
      }
      arca_import_entries: {
        Args: {
          p_dry_run?: boolean
          p_facility_id: string
          p_kind: string
          p_rows: Json
        }
        Returns: Json
      }
      arca_kind_tier: { Args: { p_kind: string }; Returns: string }
      arca_log_entry: { Args: { p_entry: Json }; Returns: string }
      arca_normalize_values: {
        Args: { p_kind: string; p_values: Json }
        Returns: Json
      }
      arca_photo_access: {
        Args: { p_action: string; p_name: string }
        Returns: boolean
      }
      arca_photos_ok: {
        Args: { p_entry_id: string; p_facility_id: string; p_photos: string[] }
        Returns: boolean
      }
      arca_record_version: {
        Args: {
          p_action: string
          p_entry: Database["public"]["Tables"]["arca_entries"]["Row"]
          p_values: Json
        }
        Returns: boolean
      }
      arca_refresh_lots: { Args: { p_lot_ids: string[] }; Returns: undefined }
      arca_restore_entries: { Args: { p_ids: string[] }; Returns: number }
      arca_set_deleted: {
        Args: { p_deleted: boolean; p_ids: string[] }
        Returns: number
      }
      arca_tool_tier: { Args: { tool_id: string }; Returns: string }
      arca_update_entry: {
        Args: { p_changes: Json; p_id: string; p_version: number }
        Returns: number
      }
      arca_write_values: {
        Args: {
          p_entry_id: string
          p_insert: boolean
          p_kind: string
          p_values: Json
        }
        Returns: undefined
      }
      available_slots: {
        Args: {
          p_consultant_id: string
          p_days?: number
          p_from: string
          p_minutes?: number
        }
        Returns: string[]
      }
      book_consultation: {
        Args: {
          p_consultant_id: string
          p_minutes: number
          p_notes?: string
          p_start: string
          p_title: string
        }
        Returns: string
      }
      can_moderate: { Args: Record<PropertyKey, never>; Returns: boolean }
      cancel_consultation: {
        Args: { p_id: string; p_reason: string }
        Returns: {
          cancel_reason: string | null
          cancelled_at: string | null
          cancelled_by: string | null
          client_id: string
          completed_at: string | null
          consultant_id: string
          consultant_payout: number | null
          created_at: string
          end_time: string
          id: string
          notes: string | null
          price: number
          rating: number | null
          review: string | null
          reviewed_at: string | null
          start_time: string
          status: string
          title: string
          updated_at: string
        }
        SetofOptions: {
          from: "*"
          to: "agora_consultations"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      certification_document_verified: {
        Args: { p_name: string }
        Returns: boolean
      }
      check_request: { Args: Record<PropertyKey, never>; Returns: undefined }
      check_table_exists: { Args: { table_name: string }; Returns: boolean }
      complete_consultation: {
        Args: { p_id: string }
        Returns: {
          cancel_reason: string | null
          cancelled_at: string | null
          cancelled_by: string | null
          client_id: string
          completed_at: string | null
          consultant_id: string
          consultant_payout: number | null
          created_at: string
          end_time: string
          id: string
          notes: string | null
          price: number
          rating: number | null
          review: string | null
          reviewed_at: string | null
          start_time: string
          status: string
          title: string
          updated_at: string
        }
        SetofOptions: {
          from: "*"
          to: "agora_consultations"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      consultant_reviews: {
        Args: { p_consultant_id: string; p_limit?: number; p_offset?: number }
        Returns: {
          rating: number
          review: string
          reviewed_at: string
          reviewer_name: string
        }[]
      }
      count_cultivars: {
        Args: {
          p_breeder?: string
          p_chemotypes?: string[]
          p_query?: string
          p_scope?: string
          p_tags?: string[]
          p_terpenes?: string[]
        }
        Returns: number
      }
      create_notification: {
        Args: {
          p_action_url?: string
          p_message: string
          p_source?: string
          p_title: string
          p_type: string
          p_user_id: string
        }
        Returns: string
      }
      decide_verification: {
        Args: {
          p_comments?: string
          p_status: string
          p_verification_id: string
        }
        Returns: {
          comments: string | null
          consultant_id: string
          created_at: string
          id: string
          status: string
          updated_at: string
          verifier_id: string | null
        }
        SetofOptions: {
          from: "*"
          to: "agora_verification"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      delete_my_account: {
        Args: Record<PropertyKey, never>
        Returns: undefined
      }
      facility_access: {
        Args: { p_action: string; p_facility_id: string; p_tier?: string }
        Returns: boolean
      }
      facility_grants: {
        Args: { p_action: string }
        Returns: {
          facility_id: string
          tier_rank: number
        }[]
      }
      feedback_attachment_count: {
        Args: Record<PropertyKey, never>
        Returns: number
      }
      get_organization_members: {
        Args: { p_organization_id: string }
        Returns: {
          avatar_url: string
          first_name: string
          joined_at: string
          last_name: string
          role: string
          user_id: string
        }[]
      }
      has_tier: { Args: { required: string }; Returns: boolean }
      image_refs_ok: { Args: { p_items: string[] }; Returns: boolean }
      is_admin: { Args: Record<PropertyKey, never>; Returns: boolean }
      is_deleted_account: { Args: Record<PropertyKey, never>; Returns: boolean }
      is_org_member: { Args: { p_organization_id: string }; Returns: boolean }
      is_safe_url: { Args: { p_url: string }; Returns: boolean }
      mark_no_show: {
        Args: { p_id: string }
        Returns: {
          cancel_reason: string | null
          cancelled_at: string | null
          cancelled_by: string | null
          client_id: string
          completed_at: string | null
          consultant_id: string
          consultant_payout: number | null
          created_at: string
          end_time: string
          id: string
          notes: string | null
          price: number
          rating: number | null
          review: string | null
          reviewed_at: string | null
          start_time: string
          status: string
          title: string
          updated_at: string
        }
        SetofOptions: {
          from: "*"
          to: "agora_consultations"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      org_role: { Args: { p_organization_id: string }; Returns: string }
      organization_id_from_path: { Args: { p_name: string }; Returns: string }
      owns_consultant_folder: { Args: { p_name: string }; Returns: boolean }
      quick_access_items_ok: { Args: { p_items: string[] }; Returns: boolean }
      rate_consultation: {
        Args: { p_id: string; p_rating: number; p_review?: string }
        Returns: {
          cancel_reason: string | null
          cancelled_at: string | null
          cancelled_by: string | null
          client_id: string
          completed_at: string | null
          consultant_id: string
          consultant_payout: number | null
          created_at: string
          end_time: string
          id: string
          notes: string | null
          price: number
          rating: number | null
          review: string | null
          reviewed_at: string | null
          start_time: string
          status: string
          title: string
          updated_at: string
        }
        SetofOptions: {
          from: "*"
          to: "agora_consultations"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      save_verification_draft: {
        Args: {
          p_comments?: string
          p_decision?: string
          p_verification_id: string
        }
        Returns: {
          admin_id: string
          decision: string
          draft_comments: string | null
          last_reviewed_at: string
          verification_id: string
        }
        SetofOptions: {
          from: "*"
          to: "agora_verification_drafts"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      search_consultants: {
        Args: {
          p_limit?: number
          p_max_rate?: number
          p_min_rate?: number
          p_min_rating?: number
          p_offset?: number
          p_search?: string
          p_specialty_ids?: number[]
          p_video_only?: boolean
        }
        Returns: {
          available_days: number[]
          available_hours: NonNullable<Json>
          bio: string
          calendly_url: string | null
          created_at: string
          has_video_conferencing: boolean
          hourly_rate: number
          id: string
          rating: number
          search_text: string | null
          short_description: string
          specialty_ids: number[]
          status: string
          time_zone: string
          title: string
          total_consultations: number
          total_reviews: number
          updated_at: string
          user_id: string
          years_experience: number
          zoom_link: string | null
        }[]
        SetofOptions: {
          from: "*"
          to: "agora_consultant_profiles"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      search_cultivars: {
        Args: {
          p_breeder?: string
          p_chemotypes?: string[]
          p_limit?: number
          p_offset?: number
          p_query?: string
          p_scope?: string
          p_sort?: string
          p_tags?: string[]
          p_terpenes?: string[]
        }
        Returns: {
          accession_type: string
          acquisition_date: string | null
          breeder: string
          chemotype: string | null
          chemotype_source: string | null
          created_at: string
          declared_chemotype: string | null
          id: string
          lab_chemotype: string | null
          name: string
          name_key: string | null
          notes: string
          origin: string
          photos: string[]
          published: boolean
          published_at: string | null
          published_fields: string[]
          search_text: string | null
          sex: string
          shared: boolean
          synonyms: string[]
          terpenes: string[]
          updated_at: string
          user_id: string
        }[]
        SetofOptions: {
          from: "*"
          to: "animus_cultivars"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      submit_consultant_application: {
        Args: {
          p_available_days?: number[]
          p_available_hours?: Json
          p_bio: string
          p_calendly_url?: string
          p_has_video_conferencing?: boolean
          p_hourly_rate: number
          p_short_description: string
          p_specialty_ids: number[]
          p_time_zone?: string
          p_title: string
          p_years_experience: number
          p_zoom_link?: string
        }
        Returns: string
      }
      take_over_verification: {
        Args: { p_verification_id: string }
        Returns: {
          comments: string | null
          consultant_id: string
          created_at: string
          id: string
          status: string
          updated_at: string
          verifier_id: string | null
        }
        SetofOptions: {
          from: "*"
          to: "agora_verification"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      tier_rank: { Args: { tier: string }; Returns: number }
      update_consultant_profile: {
        Args: {
          p_available_days: number[]
          p_available_hours: Json
          p_bio: string
          p_calendly_url: string
          p_has_video_conferencing: boolean
          p_hourly_rate: number
          p_id: string
          p_short_description: string
          p_specialty_ids: number[]
          p_time_zone: string
          p_title: string
          p_years_experience: number
          p_zoom_link: string
        }
        Returns: undefined
      }
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {},
  },
} as const

