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
      agora_consultant_private_links: {
        Row: {
          calendly_url: string | null
          consultant_id: string
          updated_at: string
          zoom_link: string | null
        }
        Insert: {
          calendly_url?: string | null
          consultant_id: string
          updated_at?: string
          zoom_link?: string | null
        }
        Update: {
          calendly_url?: string | null
          consultant_id?: string
          updated_at?: string
          zoom_link?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "agora_consultant_private_links_consultant_id_fkey"
            columns: ["consultant_id"]
            isOneToOne: true
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
      ancora_attempt_slots: {
        Row: {
          answered_at: string | null
          attempt_id: string
          choice_order: string[]
          fraction: number | null
          mark: number | null
          max_mark: number
          question_id: string
          response: Json | null
          slot: number
          version_id: string
        }
        Insert: {
          answered_at?: string | null
          attempt_id: string
          choice_order?: string[]
          fraction?: number | null
          mark?: number | null
          max_mark: number
          question_id: string
          response?: Json | null
          slot: number
          version_id: string
        }
        Update: {
          answered_at?: string | null
          attempt_id?: string
          choice_order?: string[]
          fraction?: number | null
          mark?: number | null
          max_mark?: number
          question_id?: string
          response?: Json | null
          slot?: number
          version_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "ancora_attempt_slots_attempt_id_fkey"
            columns: ["attempt_id"]
            isOneToOne: false
            referencedRelation: "ancora_attempts"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ancora_attempt_slots_question_id_fkey"
            columns: ["question_id"]
            isOneToOne: false
            referencedRelation: "ancora_questions"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ancora_attempt_slots_version_id_fkey"
            columns: ["version_id"]
            isOneToOne: false
            referencedRelation: "ancora_question_versions"
            referencedColumns: ["id"]
          },
        ]
      }
      ancora_attempts: {
        Row: {
          attempt_no: number
          deadline: string | null
          finished_at: string | null
          id: string
          max_score: number | null
          pass_percent: number
          passed: boolean | null
          percent: number | null
          quiz_id: string
          score: number | null
          started_at: string
          state: string
          submitted_late: boolean
          user_id: string
        }
        Insert: {
          attempt_no: number
          deadline?: string | null
          finished_at?: string | null
          id?: string
          max_score?: number | null
          pass_percent: number
          passed?: boolean | null
          percent?: number | null
          quiz_id: string
          score?: number | null
          started_at?: string
          state?: string
          submitted_late?: boolean
          user_id: string
        }
        Update: {
          attempt_no?: number
          deadline?: string | null
          finished_at?: string | null
          id?: string
          max_score?: number | null
          pass_percent?: number
          passed?: boolean | null
          percent?: number | null
          quiz_id?: string
          score?: number | null
          started_at?: string
          state?: string
          submitted_late?: boolean
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "ancora_attempts_quiz_id_fkey"
            columns: ["quiz_id"]
            isOneToOne: false
            referencedRelation: "ancora_certificate_overview"
            referencedColumns: ["recert_quiz_id"]
          },
          {
            foreignKeyName: "ancora_attempts_quiz_id_fkey"
            columns: ["quiz_id"]
            isOneToOne: false
            referencedRelation: "ancora_quizzes"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ancora_attempts_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      ancora_certificate_reminders: {
        Row: {
          certificate_id: string
          created_at: string
          days_before: number
          issue_count: number
          notification_id: string | null
        }
        Insert: {
          certificate_id: string
          created_at?: string
          days_before: number
          issue_count: number
          notification_id?: string | null
        }
        Update: {
          certificate_id?: string
          created_at?: string
          days_before?: number
          issue_count?: number
          notification_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "ancora_certificate_reminders_certificate_id_fkey"
            columns: ["certificate_id"]
            isOneToOne: false
            referencedRelation: "ancora_certificate_overview"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ancora_certificate_reminders_certificate_id_fkey"
            columns: ["certificate_id"]
            isOneToOne: false
            referencedRelation: "ancora_certificates"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ancora_certificate_reminders_notification_id_fkey"
            columns: ["notification_id"]
            isOneToOne: false
            referencedRelation: "notifications"
            referencedColumns: ["id"]
          },
        ]
      }
      ancora_certificates: {
        Row: {
          attempt_id: string | null
          course_id: string
          course_title: string
          course_version: number | null
          expires_at: string | null
          first_issued_at: string
          holder_name: string
          id: string
          issue_count: number
          issued_at: string
          revoked_at: string | null
          revoked_reason: string | null
          score_percent: number
          user_id: string
        }
        Insert: {
          attempt_id?: string | null
          course_id: string
          course_title: string
          course_version?: number | null
          expires_at?: string | null
          first_issued_at?: string
          holder_name: string
          id?: string
          issue_count?: number
          issued_at?: string
          revoked_at?: string | null
          revoked_reason?: string | null
          score_percent: number
          user_id: string
        }
        Update: {
          attempt_id?: string | null
          course_id?: string
          course_title?: string
          course_version?: number | null
          expires_at?: string | null
          first_issued_at?: string
          holder_name?: string
          id?: string
          issue_count?: number
          issued_at?: string
          revoked_at?: string | null
          revoked_reason?: string | null
          score_percent?: number
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "ancora_certificates_attempt_id_fkey"
            columns: ["attempt_id"]
            isOneToOne: false
            referencedRelation: "ancora_attempts"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ancora_certificates_course_id_fkey"
            columns: ["course_id"]
            isOneToOne: false
            referencedRelation: "ancora_course_catalogue"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ancora_certificates_course_id_fkey"
            columns: ["course_id"]
            isOneToOne: false
            referencedRelation: "ancora_courses"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ancora_certificates_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      ancora_course_drafts: {
        Row: {
          content: NonNullable<Json>
          course_id: string
          revision: number
          saved_at: string
          saved_by: string | null
        }
        Insert: {
          content: NonNullable<Json>
          course_id: string
          revision?: number
          saved_at?: string
          saved_by?: string | null
        }
        Update: {
          content?: NonNullable<Json>
          course_id?: string
          revision?: number
          saved_at?: string
          saved_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "ancora_course_drafts_course_id_fkey"
            columns: ["course_id"]
            isOneToOne: true
            referencedRelation: "ancora_course_catalogue"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ancora_course_drafts_course_id_fkey"
            columns: ["course_id"]
            isOneToOne: true
            referencedRelation: "ancora_courses"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ancora_course_drafts_saved_by_fkey"
            columns: ["saved_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      ancora_course_placements: {
        Row: {
          attempt_id: string
          course_id: string
          percent: number
          placed_at: string
          user_id: string
        }
        Insert: {
          attempt_id: string
          course_id: string
          percent: number
          placed_at?: string
          user_id: string
        }
        Update: {
          attempt_id?: string
          course_id?: string
          percent?: number
          placed_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "ancora_course_placements_attempt_id_fkey"
            columns: ["attempt_id"]
            isOneToOne: false
            referencedRelation: "ancora_attempts"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ancora_course_placements_course_id_fkey"
            columns: ["course_id"]
            isOneToOne: false
            referencedRelation: "ancora_course_catalogue"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ancora_course_placements_course_id_fkey"
            columns: ["course_id"]
            isOneToOne: false
            referencedRelation: "ancora_courses"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ancora_course_placements_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      ancora_course_prerequisites: {
        Row: {
          course_id: string
          prerequisite_id: string
        }
        Insert: {
          course_id: string
          prerequisite_id: string
        }
        Update: {
          course_id?: string
          prerequisite_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "ancora_course_prerequisites_course_id_fkey"
            columns: ["course_id"]
            isOneToOne: false
            referencedRelation: "ancora_course_catalogue"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ancora_course_prerequisites_course_id_fkey"
            columns: ["course_id"]
            isOneToOne: false
            referencedRelation: "ancora_courses"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ancora_course_prerequisites_prerequisite_id_fkey"
            columns: ["prerequisite_id"]
            isOneToOne: false
            referencedRelation: "ancora_course_catalogue"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ancora_course_prerequisites_prerequisite_id_fkey"
            columns: ["prerequisite_id"]
            isOneToOne: false
            referencedRelation: "ancora_courses"
            referencedColumns: ["id"]
          },
        ]
      }
      ancora_course_versions: {
        Row: {
          content: NonNullable<Json>
          course_id: string
          id: string
          note: string
          published_at: string
          published_by: string | null
          version: number
        }
        Insert: {
          content: NonNullable<Json>
          course_id: string
          id?: string
          note?: string
          published_at?: string
          published_by?: string | null
          version: number
        }
        Update: {
          content?: NonNullable<Json>
          course_id?: string
          id?: string
          note?: string
          published_at?: string
          published_by?: string | null
          version?: number
        }
        Relationships: [
          {
            foreignKeyName: "ancora_course_versions_course_id_fkey"
            columns: ["course_id"]
            isOneToOne: false
            referencedRelation: "ancora_course_catalogue"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ancora_course_versions_course_id_fkey"
            columns: ["course_id"]
            isOneToOne: false
            referencedRelation: "ancora_courses"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ancora_course_versions_published_by_fkey"
            columns: ["published_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      ancora_courses: {
        Row: {
          certificate_validity_months: number | null
          completion_rule: string
          cover_path: string | null
          created_at: string
          created_by: string | null
          description: string
          id: string
          is_pro: boolean
          level: string
          position: number
          published: boolean
          published_at: string | null
          slug: string
          summary: string
          title: string
          topic: string
          updated_at: string
          version: number
        }
        Insert: {
          certificate_validity_months?: number | null
          completion_rule?: string
          cover_path?: string | null
          created_at?: string
          created_by?: string | null
          description?: string
          id?: string
          is_pro?: boolean
          level: string
          position?: number
          published?: boolean
          published_at?: string | null
          slug: string
          summary: string
          title: string
          topic: string
          updated_at?: string
          version?: number
        }
        Update: {
          certificate_validity_months?: number | null
          completion_rule?: string
          cover_path?: string | null
          created_at?: string
          created_by?: string | null
          description?: string
          id?: string
          is_pro?: boolean
          level?: string
          position?: number
          published?: boolean
          published_at?: string | null
          slug?: string
          summary?: string
          title?: string
          topic?: string
          updated_at?: string
          version?: number
        }
        Relationships: [
          {
            foreignKeyName: "ancora_courses_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      ancora_lesson_progress: {
        Row: {
          active_seconds: number
          completed_at: string | null
          course_id: string
          first_viewed_at: string
          last_viewed_at: string
          lesson_id: string
          user_id: string
        }
        Insert: {
          active_seconds?: number
          completed_at?: string | null
          course_id: string
          first_viewed_at?: string
          last_viewed_at?: string
          lesson_id: string
          user_id?: string
        }
        Update: {
          active_seconds?: number
          completed_at?: string | null
          course_id?: string
          first_viewed_at?: string
          last_viewed_at?: string
          lesson_id?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "ancora_lesson_progress_course_id_fkey"
            columns: ["course_id"]
            isOneToOne: false
            referencedRelation: "ancora_course_catalogue"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ancora_lesson_progress_course_id_fkey"
            columns: ["course_id"]
            isOneToOne: false
            referencedRelation: "ancora_courses"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ancora_lesson_progress_lesson_id_fkey"
            columns: ["lesson_id"]
            isOneToOne: false
            referencedRelation: "ancora_lessons"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ancora_lesson_progress_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      ancora_lessons: {
        Row: {
          body: string
          course_id: string
          estimated_minutes: number
          id: string
          module_id: string
          position: number
          published_at: string | null
          retired_at: string | null
          title: string
          video_url: string | null
        }
        Insert: {
          body?: string
          course_id: string
          estimated_minutes: number
          id?: string
          module_id: string
          position: number
          published_at?: string | null
          retired_at?: string | null
          title: string
          video_url?: string | null
        }
        Update: {
          body?: string
          course_id?: string
          estimated_minutes?: number
          id?: string
          module_id?: string
          position?: number
          published_at?: string | null
          retired_at?: string | null
          title?: string
          video_url?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "ancora_lessons_course_id_fkey"
            columns: ["course_id"]
            isOneToOne: false
            referencedRelation: "ancora_course_catalogue"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ancora_lessons_course_id_fkey"
            columns: ["course_id"]
            isOneToOne: false
            referencedRelation: "ancora_courses"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ancora_lessons_module_id_fkey"
            columns: ["module_id"]
            isOneToOne: false
            referencedRelation: "ancora_modules"
            referencedColumns: ["id"]
          },
        ]
      }
      ancora_modules: {
        Row: {
          course_id: string
          id: string
          position: number
          published_at: string | null
          retired_at: string | null
          summary: string
          title: string
        }
        Insert: {
          course_id: string
          id?: string
          position: number
          published_at?: string | null
          retired_at?: string | null
          summary?: string
          title: string
        }
        Update: {
          course_id?: string
          id?: string
          position?: number
          published_at?: string | null
          retired_at?: string | null
          summary?: string
          title?: string
        }
        Relationships: [
          {
            foreignKeyName: "ancora_modules_course_id_fkey"
            columns: ["course_id"]
            isOneToOne: false
            referencedRelation: "ancora_course_catalogue"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ancora_modules_course_id_fkey"
            columns: ["course_id"]
            isOneToOne: false
            referencedRelation: "ancora_courses"
            referencedColumns: ["id"]
          },
        ]
      }
      ancora_question_choices: {
        Row: {
          feedback: string
          fraction: number
          id: string
          is_correct: boolean
          label: string
          position: number
          version_id: string
        }
        Insert: {
          feedback?: string
          fraction: number
          id?: string
          is_correct: boolean
          label: string
          position: number
          version_id: string
        }
        Update: {
          feedback?: string
          fraction?: number
          id?: string
          is_correct?: boolean
          label?: string
          position?: number
          version_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "ancora_question_choices_version_id_fkey"
            columns: ["version_id"]
            isOneToOne: false
            referencedRelation: "ancora_question_versions"
            referencedColumns: ["id"]
          },
        ]
      }
      ancora_question_versions: {
        Row: {
          created_at: string
          created_by: string | null
          general_feedback: string
          id: string
          numeric_answer: number | null
          numeric_tolerance: number | null
          numeric_unit: string | null
          points: number
          prompt: string
          question_id: string
          type: string
          version: number
        }
        Insert: {
          created_at?: string
          created_by?: string | null
          general_feedback?: string
          id?: string
          numeric_answer?: number | null
          numeric_tolerance?: number | null
          numeric_unit?: string | null
          points?: number
          prompt: string
          question_id: string
          type: string
          version: number
        }
        Update: {
          created_at?: string
          created_by?: string | null
          general_feedback?: string
          id?: string
          numeric_answer?: number | null
          numeric_tolerance?: number | null
          numeric_unit?: string | null
          points?: number
          prompt?: string
          question_id?: string
          type?: string
          version?: number
        }
        Relationships: [
          {
            foreignKeyName: "ancora_question_versions_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ancora_question_versions_question_id_fkey"
            columns: ["question_id"]
            isOneToOne: false
            referencedRelation: "ancora_questions"
            referencedColumns: ["id"]
          },
        ]
      }
      ancora_questions: {
        Row: {
          archived_at: string | null
          course_id: string
          created_at: string
          current_version: number
          id: string
          in_assessment: boolean
          lesson_id: string | null
          updated_at: string
        }
        Insert: {
          archived_at?: string | null
          course_id: string
          created_at?: string
          current_version?: number
          id?: string
          in_assessment?: boolean
          lesson_id?: string | null
          updated_at?: string
        }
        Update: {
          archived_at?: string | null
          course_id?: string
          created_at?: string
          current_version?: number
          id?: string
          in_assessment?: boolean
          lesson_id?: string | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "ancora_questions_course_id_fkey"
            columns: ["course_id"]
            isOneToOne: false
            referencedRelation: "ancora_course_catalogue"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ancora_questions_course_id_fkey"
            columns: ["course_id"]
            isOneToOne: false
            referencedRelation: "ancora_courses"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ancora_questions_lesson_id_fkey"
            columns: ["lesson_id"]
            isOneToOne: false
            referencedRelation: "ancora_lessons"
            referencedColumns: ["id"]
          },
        ]
      }
      ancora_quiz_feedback: {
        Row: {
          id: string
          max_percent: number
          message: string
          min_percent: number
          quiz_id: string
        }
        Insert: {
          id?: string
          max_percent: number
          message: string
          min_percent: number
          quiz_id: string
        }
        Update: {
          id?: string
          max_percent?: number
          message?: string
          min_percent?: number
          quiz_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "ancora_quiz_feedback_quiz_id_fkey"
            columns: ["quiz_id"]
            isOneToOne: false
            referencedRelation: "ancora_certificate_overview"
            referencedColumns: ["recert_quiz_id"]
          },
          {
            foreignKeyName: "ancora_quiz_feedback_quiz_id_fkey"
            columns: ["quiz_id"]
            isOneToOne: false
            referencedRelation: "ancora_quizzes"
            referencedColumns: ["id"]
          },
        ]
      }
      ancora_quiz_overrides: {
        Row: {
          created_at: string
          delay_seconds: number | null
          max_attempts: number | null
          quiz_id: string
          reason: string
          time_limit_seconds: number | null
          user_id: string
        }
        Insert: {
          created_at?: string
          delay_seconds?: number | null
          max_attempts?: number | null
          quiz_id: string
          reason?: string
          time_limit_seconds?: number | null
          user_id: string
        }
        Update: {
          created_at?: string
          delay_seconds?: number | null
          max_attempts?: number | null
          quiz_id?: string
          reason?: string
          time_limit_seconds?: number | null
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "ancora_quiz_overrides_quiz_id_fkey"
            columns: ["quiz_id"]
            isOneToOne: false
            referencedRelation: "ancora_certificate_overview"
            referencedColumns: ["recert_quiz_id"]
          },
          {
            foreignKeyName: "ancora_quiz_overrides_quiz_id_fkey"
            columns: ["quiz_id"]
            isOneToOne: false
            referencedRelation: "ancora_quizzes"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ancora_quiz_overrides_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      ancora_quizzes: {
        Row: {
          course_id: string | null
          created_at: string
          delay_first_seconds: number
          delay_later_seconds: number
          draw_count: number | null
          grade_method: string
          id: string
          intro: string
          lesson_id: string | null
          max_attempts: number | null
          pass_percent: number
          placement_percent: number | null
          purpose: string
          review_correctness: string
          review_feedback: string
          review_right_answer: string
          shuffle_answers: boolean
          time_limit_seconds: number | null
          title: string
          updated_at: string
        }
        Insert: {
          course_id?: string | null
          created_at?: string
          delay_first_seconds?: number
          delay_later_seconds?: number
          draw_count?: number | null
          grade_method?: string
          id?: string
          intro?: string
          lesson_id?: string | null
          max_attempts?: number | null
          pass_percent?: number
          placement_percent?: number | null
          purpose: string
          review_correctness?: string
          review_feedback?: string
          review_right_answer?: string
          shuffle_answers?: boolean
          time_limit_seconds?: number | null
          title: string
          updated_at?: string
        }
        Update: {
          course_id?: string | null
          created_at?: string
          delay_first_seconds?: number
          delay_later_seconds?: number
          draw_count?: number | null
          grade_method?: string
          id?: string
          intro?: string
          lesson_id?: string | null
          max_attempts?: number | null
          pass_percent?: number
          placement_percent?: number | null
          purpose?: string
          review_correctness?: string
          review_feedback?: string
          review_right_answer?: string
          shuffle_answers?: boolean
          time_limit_seconds?: number | null
          title?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "ancora_quizzes_course_id_fkey"
            columns: ["course_id"]
            isOneToOne: false
            referencedRelation: "ancora_course_catalogue"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ancora_quizzes_course_id_fkey"
            columns: ["course_id"]
            isOneToOne: false
            referencedRelation: "ancora_courses"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ancora_quizzes_lesson_id_fkey"
            columns: ["lesson_id"]
            isOneToOne: true
            referencedRelation: "ancora_lessons"
            referencedColumns: ["id"]
          },
        ]
      }
      ancora_recruiting_profiles: {
        Row: {
          contact_email: string | null
          headline: string
          location: string
          opted_in: boolean
          opted_in_at: string | null
          updated_at: string
          user_id: string
          withdrawn_at: string | null
        }
        Insert: {
          contact_email?: string | null
          headline?: string
          location?: string
          opted_in?: boolean
          opted_in_at?: string | null
          updated_at?: string
          user_id?: string
          withdrawn_at?: string | null
        }
        Update: {
          contact_email?: string | null
          headline?: string
          location?: string
          opted_in?: boolean
          opted_in_at?: string | null
          updated_at?: string
          user_id?: string
          withdrawn_at?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "ancora_recruiting_profiles_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: true
            referencedRelation: "profiles"
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
      arca_application_items: {
        Row: {
          amount: number
          entry_id: string
          phi_days: number
          position: number
          product_id: string
          rate: number
          rate_unit: string
          rei_hours: number
        }
        Insert: {
          amount: number
          entry_id: string
          phi_days: number
          position: number
          product_id: string
          rate: number
          rate_unit: string
          rei_hours: number
        }
        Update: {
          amount?: number
          entry_id?: string
          phi_days?: number
          position?: number
          product_id?: string
          rate?: number
          rate_unit?: string
          rei_hours?: number
        }
        Relationships: [
          {
            foreignKeyName: "arca_application_items_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_application_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_application_items_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_application_windows"
            referencedColumns: ["entry_id"]
          },
          {
            foreignKeyName: "arca_application_items_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_batch_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_application_items_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_compliance_records"
            referencedColumns: ["application_id"]
          },
          {
            foreignKeyName: "arca_application_items_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_diary_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_application_items_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_entries"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_application_items_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_fertigation_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_application_items_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_filter_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_application_items_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_ppm_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_application_items_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_quality_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_application_items_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_release_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_application_items_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_runoff_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_application_items_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_scouting_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_application_items_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_yield_analytics"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_application_items_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_yield_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_application_items_product_id_fkey"
            columns: ["product_id"]
            isOneToOne: false
            referencedRelation: "arca_protection_products"
            referencedColumns: ["id"]
          },
        ]
      }
      arca_application_values: {
        Row: {
          applicator: string
          applicator_licence: string | null
          area_m2: number | null
          crop: string
          ended_at: string | null
          entry_id: string
          items: NonNullable<Json>
          method: string
          target: string | null
          water_volume_l: number | null
        }
        Insert: {
          applicator: string
          applicator_licence?: string | null
          area_m2?: number | null
          crop?: string
          ended_at?: string | null
          entry_id: string
          items: NonNullable<Json>
          method: string
          target?: string | null
          water_volume_l?: number | null
        }
        Update: {
          applicator?: string
          applicator_licence?: string | null
          area_m2?: number | null
          crop?: string
          ended_at?: string | null
          entry_id?: string
          items?: NonNullable<Json>
          method?: string
          target?: string | null
          water_volume_l?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "arca_application_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_application_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_application_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_application_windows"
            referencedColumns: ["entry_id"]
          },
          {
            foreignKeyName: "arca_application_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_batch_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_application_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_compliance_records"
            referencedColumns: ["application_id"]
          },
          {
            foreignKeyName: "arca_application_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_diary_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_application_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_entries"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_application_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_fertigation_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_application_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_filter_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_application_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_ppm_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_application_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_quality_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_application_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_release_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_application_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_runoff_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_application_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_scouting_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_application_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_yield_analytics"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_application_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_yield_records"
            referencedColumns: ["id"]
          },
        ]
      }
      arca_batch_figures: {
        Row: {
          b_mg_l: number
          ca_mg_l: number
          cl_mg_l: number
          cu_mg_l: number
          ec_deviation: number | null
          ec_mismatch: boolean | null
          entry_id: string
          fe_mg_l: number
          k_mg_l: number
          mg_mg_l: number
          mn_mg_l: number
          mo_mg_l: number
          n_ammonium_mg_l: number
          n_mg_l: number
          n_nitrate_mg_l: number
          n_urea_mg_l: number
          na_mg_l: number
          p_mg_l: number
          predicted_ec: number
          s_mg_l: number
          source_water_ec: number
          working_volume_l: number
          zn_mg_l: number
        }
        Insert: {
          b_mg_l?: number
          ca_mg_l?: number
          cl_mg_l?: number
          cu_mg_l?: number
          ec_deviation?: number | null
          ec_mismatch?: boolean | null
          entry_id: string
          fe_mg_l?: number
          k_mg_l?: number
          mg_mg_l?: number
          mn_mg_l?: number
          mo_mg_l?: number
          n_ammonium_mg_l?: number
          n_mg_l?: number
          n_nitrate_mg_l?: number
          n_urea_mg_l?: number
          na_mg_l?: number
          p_mg_l?: number
          predicted_ec: number
          s_mg_l?: number
          source_water_ec?: number
          working_volume_l: number
          zn_mg_l?: number
        }
        Update: {
          b_mg_l?: number
          ca_mg_l?: number
          cl_mg_l?: number
          cu_mg_l?: number
          ec_deviation?: number | null
          ec_mismatch?: boolean | null
          entry_id?: string
          fe_mg_l?: number
          k_mg_l?: number
          mg_mg_l?: number
          mn_mg_l?: number
          mo_mg_l?: number
          n_ammonium_mg_l?: number
          n_mg_l?: number
          n_nitrate_mg_l?: number
          n_urea_mg_l?: number
          na_mg_l?: number
          p_mg_l?: number
          predicted_ec?: number
          s_mg_l?: number
          source_water_ec?: number
          working_volume_l?: number
          zn_mg_l?: number
        }
        Relationships: [
          {
            foreignKeyName: "arca_batch_figures_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_application_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_batch_figures_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_application_windows"
            referencedColumns: ["entry_id"]
          },
          {
            foreignKeyName: "arca_batch_figures_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_batch_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_batch_figures_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_compliance_records"
            referencedColumns: ["application_id"]
          },
          {
            foreignKeyName: "arca_batch_figures_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_diary_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_batch_figures_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_entries"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_batch_figures_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_fertigation_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_batch_figures_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_filter_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_batch_figures_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_ppm_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_batch_figures_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_quality_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_batch_figures_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_release_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_batch_figures_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_runoff_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_batch_figures_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_scouting_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_batch_figures_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_yield_analytics"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_batch_figures_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_yield_records"
            referencedColumns: ["id"]
          },
        ]
      }
      arca_batch_items: {
        Row: {
          amount: number
          entry_id: string
          fertilizer_id: string
          grams: number
          position: number
          unit: string
        }
        Insert: {
          amount: number
          entry_id: string
          fertilizer_id: string
          grams: number
          position: number
          unit: string
        }
        Update: {
          amount?: number
          entry_id?: string
          fertilizer_id?: string
          grams?: number
          position?: number
          unit?: string
        }
        Relationships: [
          {
            foreignKeyName: "arca_batch_items_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_application_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_batch_items_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_application_windows"
            referencedColumns: ["entry_id"]
          },
          {
            foreignKeyName: "arca_batch_items_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_batch_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_batch_items_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_compliance_records"
            referencedColumns: ["application_id"]
          },
          {
            foreignKeyName: "arca_batch_items_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_diary_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_batch_items_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_entries"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_batch_items_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_fertigation_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_batch_items_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_filter_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_batch_items_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_ppm_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_batch_items_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_quality_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_batch_items_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_release_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_batch_items_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_runoff_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_batch_items_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_scouting_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_batch_items_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_yield_analytics"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_batch_items_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_yield_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_batch_items_fertilizer_id_fkey"
            columns: ["fertilizer_id"]
            isOneToOne: false
            referencedRelation: "arca_fertilizers"
            referencedColumns: ["id"]
          },
        ]
      }
      arca_batch_values: {
        Row: {
          dilution_ratio: number | null
          entry_id: string
          items: NonNullable<Json>
          measured_ec: number | null
          measured_ph: number | null
          source_water_ec: number | null
          tank_id: string
          volume_l: number
        }
        Insert: {
          dilution_ratio?: number | null
          entry_id: string
          items: NonNullable<Json>
          measured_ec?: number | null
          measured_ph?: number | null
          source_water_ec?: number | null
          tank_id: string
          volume_l: number
        }
        Update: {
          dilution_ratio?: number | null
          entry_id?: string
          items?: NonNullable<Json>
          measured_ec?: number | null
          measured_ph?: number | null
          source_water_ec?: number | null
          tank_id?: string
          volume_l?: number
        }
        Relationships: [
          {
            foreignKeyName: "arca_batch_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_application_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_batch_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_application_windows"
            referencedColumns: ["entry_id"]
          },
          {
            foreignKeyName: "arca_batch_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_batch_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_batch_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_compliance_records"
            referencedColumns: ["application_id"]
          },
          {
            foreignKeyName: "arca_batch_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_diary_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_batch_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_entries"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_batch_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_fertigation_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_batch_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_filter_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_batch_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_ppm_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_batch_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_quality_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_batch_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_release_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_batch_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_runoff_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_batch_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_scouting_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_batch_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_yield_analytics"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_batch_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_yield_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_batch_values_tank_id_fkey"
            columns: ["tank_id"]
            isOneToOne: false
            referencedRelation: "arca_tanks"
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
            referencedRelation: "arca_application_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_diary_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_application_windows"
            referencedColumns: ["entry_id"]
          },
          {
            foreignKeyName: "arca_diary_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_batch_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_diary_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_compliance_records"
            referencedColumns: ["application_id"]
          },
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
            referencedRelation: "arca_fertigation_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_diary_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_filter_records"
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
            referencedRelation: "arca_quality_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_diary_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_release_records"
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
            foreignKeyName: "arca_diary_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_scouting_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_diary_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_yield_analytics"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_diary_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_yield_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_diary_values_to_room_id_fkey"
            columns: ["to_room_id"]
            isOneToOne: false
            referencedRelation: "arca_room_stages"
            referencedColumns: ["room_id"]
          },
          {
            foreignKeyName: "arca_diary_values_to_room_id_fkey"
            columns: ["to_room_id"]
            isOneToOne: false
            referencedRelation: "arca_room_target_bands"
            referencedColumns: ["room_id"]
          },
          {
            foreignKeyName: "arca_diary_values_to_room_id_fkey"
            columns: ["to_room_id"]
            isOneToOne: false
            referencedRelation: "arca_yield_analytics"
            referencedColumns: ["room_id"]
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
          override_reason: string | null
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
          override_reason?: string | null
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
          override_reason?: string | null
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
            referencedRelation: "arca_lot_holds"
            referencedColumns: ["facility_id", "lot_id"]
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
            referencedRelation: "arca_room_stages"
            referencedColumns: ["facility_id", "room_id"]
          },
          {
            foreignKeyName: "arca_entries_facility_id_room_id_fkey"
            columns: ["facility_id", "room_id"]
            isOneToOne: false
            referencedRelation: "arca_room_target_bands"
            referencedColumns: ["facility_id", "room_id"]
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
            referencedRelation: "arca_application_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_entry_versions_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_application_windows"
            referencedColumns: ["entry_id"]
          },
          {
            foreignKeyName: "arca_entry_versions_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_batch_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_entry_versions_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_compliance_records"
            referencedColumns: ["application_id"]
          },
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
            referencedRelation: "arca_fertigation_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_entry_versions_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_filter_records"
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
            referencedRelation: "arca_quality_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_entry_versions_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_release_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_entry_versions_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_runoff_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_entry_versions_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_scouting_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_entry_versions_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_yield_analytics"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_entry_versions_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_yield_records"
            referencedColumns: ["id"]
          },
        ]
      }
      arca_fertigation_figures: {
        Row: {
          b_mg: number
          ca_mg: number
          cu_mg: number
          entry_id: string
          fe_mg: number
          k_mg: number
          measured_ec: number | null
          mg_mg: number
          mn_mg: number
          mo_mg: number
          n_ammonium_mg: number
          n_mg: number
          n_nitrate_mg: number
          p_mg: number
          plant_count: number | null
          predicted_ec: number
          s_mg: number
          volume_l: number
          zn_mg: number
        }
        Insert: {
          b_mg: number
          ca_mg: number
          cu_mg: number
          entry_id: string
          fe_mg: number
          k_mg: number
          measured_ec?: number | null
          mg_mg: number
          mn_mg: number
          mo_mg: number
          n_ammonium_mg: number
          n_mg: number
          n_nitrate_mg: number
          p_mg: number
          plant_count?: number | null
          predicted_ec: number
          s_mg: number
          volume_l: number
          zn_mg: number
        }
        Update: {
          b_mg?: number
          ca_mg?: number
          cu_mg?: number
          entry_id?: string
          fe_mg?: number
          k_mg?: number
          measured_ec?: number | null
          mg_mg?: number
          mn_mg?: number
          mo_mg?: number
          n_ammonium_mg?: number
          n_mg?: number
          n_nitrate_mg?: number
          p_mg?: number
          plant_count?: number | null
          predicted_ec?: number
          s_mg?: number
          volume_l?: number
          zn_mg?: number
        }
        Relationships: [
          {
            foreignKeyName: "arca_fertigation_figures_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_application_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_fertigation_figures_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_application_windows"
            referencedColumns: ["entry_id"]
          },
          {
            foreignKeyName: "arca_fertigation_figures_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_batch_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_fertigation_figures_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_compliance_records"
            referencedColumns: ["application_id"]
          },
          {
            foreignKeyName: "arca_fertigation_figures_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_diary_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_fertigation_figures_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_entries"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_fertigation_figures_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_fertigation_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_fertigation_figures_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_filter_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_fertigation_figures_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_ppm_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_fertigation_figures_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_quality_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_fertigation_figures_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_release_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_fertigation_figures_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_runoff_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_fertigation_figures_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_scouting_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_fertigation_figures_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_yield_analytics"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_fertigation_figures_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_yield_records"
            referencedColumns: ["id"]
          },
        ]
      }
      arca_fertigation_values: {
        Row: {
          batch_ids: string[]
          entry_id: string
          measured_ec: number | null
          measured_ph: number | null
          plant_count: number | null
          volume_l: number
        }
        Insert: {
          batch_ids: string[]
          entry_id: string
          measured_ec?: number | null
          measured_ph?: number | null
          plant_count?: number | null
          volume_l: number
        }
        Update: {
          batch_ids?: string[]
          entry_id?: string
          measured_ec?: number | null
          measured_ph?: number | null
          plant_count?: number | null
          volume_l?: number
        }
        Relationships: [
          {
            foreignKeyName: "arca_fertigation_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_application_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_fertigation_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_application_windows"
            referencedColumns: ["entry_id"]
          },
          {
            foreignKeyName: "arca_fertigation_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_batch_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_fertigation_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_compliance_records"
            referencedColumns: ["application_id"]
          },
          {
            foreignKeyName: "arca_fertigation_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_diary_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_fertigation_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_entries"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_fertigation_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_fertigation_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_fertigation_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_filter_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_fertigation_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_ppm_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_fertigation_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_quality_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_fertigation_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_release_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_fertigation_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_runoff_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_fertigation_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_scouting_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_fertigation_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_yield_analytics"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_fertigation_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_yield_records"
            referencedColumns: ["id"]
          },
        ]
      }
      arca_fertilizers: {
        Row: {
          archived: boolean
          b_pct: number
          ca_pct: number
          cation_meq_per_g: number
          cl_pct: number
          created_at: string
          created_by: string | null
          cu_pct: number
          density_g_ml: number | null
          facility_id: string
          fe_pct: number
          form: string
          id: string
          k_pct: number
          lot_number: string | null
          manufacturer: string | null
          mg_pct: number
          mix_group: string
          mn_pct: number
          mo_pct: number
          n_ammonium_pct: number
          n_nitrate_pct: number
          n_pct: number | null
          n_urea_pct: number
          na_pct: number
          name: string
          notes: string | null
          p_pct: number
          pk_basis: string
          purchase_date: string | null
          s_pct: number
          salt_id: string | null
          supplier: string | null
          track_stock: boolean
          updated_at: string
          updated_by: string | null
          zn_pct: number
        }
        Insert: {
          archived?: boolean
          b_pct?: number
          ca_pct?: number
          cation_meq_per_g?: number
          cl_pct?: number
          created_at?: string
          created_by?: string | null
          cu_pct?: number
          density_g_ml?: number | null
          facility_id: string
          fe_pct?: number
          form?: string
          id?: string
          k_pct?: number
          lot_number?: string | null
          manufacturer?: string | null
          mg_pct?: number
          mix_group?: string
          mn_pct?: number
          mo_pct?: number
          n_ammonium_pct?: number
          n_nitrate_pct?: number
          n_pct?: never
          n_urea_pct?: number
          na_pct?: number
          name: string
          notes?: string | null
          p_pct?: number
          pk_basis?: string
          purchase_date?: string | null
          s_pct?: number
          salt_id?: string | null
          supplier?: string | null
          track_stock?: boolean
          updated_at?: string
          updated_by?: string | null
          zn_pct?: number
        }
        Update: {
          archived?: boolean
          b_pct?: number
          ca_pct?: number
          cation_meq_per_g?: number
          cl_pct?: number
          created_at?: string
          created_by?: string | null
          cu_pct?: number
          density_g_ml?: number | null
          facility_id?: string
          fe_pct?: number
          form?: string
          id?: string
          k_pct?: number
          lot_number?: string | null
          manufacturer?: string | null
          mg_pct?: number
          mix_group?: string
          mn_pct?: number
          mo_pct?: number
          n_ammonium_pct?: number
          n_nitrate_pct?: number
          n_pct?: never
          n_urea_pct?: number
          na_pct?: number
          name?: string
          notes?: string | null
          p_pct?: number
          pk_basis?: string
          purchase_date?: string | null
          s_pct?: number
          salt_id?: string | null
          supplier?: string | null
          track_stock?: boolean
          updated_at?: string
          updated_by?: string | null
          zn_pct?: number
        }
        Relationships: [
          {
            foreignKeyName: "arca_fertilizers_facility_id_fkey"
            columns: ["facility_id"]
            isOneToOne: false
            referencedRelation: "facilities"
            referencedColumns: ["id"]
          },
        ]
      }
      arca_filter_values: {
        Row: {
          action: string
          entry_id: string
          feed_tds: number | null
          filter_id: string
          permeate_flow_lpm: number | null
          permeate_tds: number | null
          pressure_drop_bar: number | null
          pressure_in_bar: number | null
          pressure_out_bar: number | null
          rejection_pct: number | null
          water_temp_c: number | null
        }
        Insert: {
          action?: string
          entry_id: string
          feed_tds?: number | null
          filter_id: string
          permeate_flow_lpm?: number | null
          permeate_tds?: number | null
          pressure_drop_bar?: never
          pressure_in_bar?: number | null
          pressure_out_bar?: number | null
          rejection_pct?: never
          water_temp_c?: number | null
        }
        Update: {
          action?: string
          entry_id?: string
          feed_tds?: number | null
          filter_id?: string
          permeate_flow_lpm?: number | null
          permeate_tds?: number | null
          pressure_drop_bar?: never
          pressure_in_bar?: number | null
          pressure_out_bar?: number | null
          rejection_pct?: never
          water_temp_c?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "arca_filter_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_application_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_filter_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_application_windows"
            referencedColumns: ["entry_id"]
          },
          {
            foreignKeyName: "arca_filter_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_batch_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_filter_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_compliance_records"
            referencedColumns: ["application_id"]
          },
          {
            foreignKeyName: "arca_filter_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_diary_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_filter_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_entries"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_filter_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_fertigation_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_filter_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_filter_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_filter_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_ppm_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_filter_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_quality_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_filter_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_release_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_filter_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_runoff_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_filter_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_scouting_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_filter_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_yield_analytics"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_filter_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_yield_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_filter_values_filter_id_fkey"
            columns: ["filter_id"]
            isOneToOne: false
            referencedRelation: "arca_filters"
            referencedColumns: ["id"]
          },
        ]
      }
      arca_filters: {
        Row: {
          archived: boolean
          change_interval_days: number
          created_at: string
          created_by: string | null
          facility_id: string
          filter_type: string
          id: string
          installed_on: string
          name: string
          notes: string | null
          updated_at: string
          updated_by: string | null
        }
        Insert: {
          archived?: boolean
          change_interval_days: number
          created_at?: string
          created_by?: string | null
          facility_id: string
          filter_type?: string
          id?: string
          installed_on?: string
          name: string
          notes?: string | null
          updated_at?: string
          updated_by?: string | null
        }
        Update: {
          archived?: boolean
          change_interval_days?: number
          created_at?: string
          created_by?: string | null
          facility_id?: string
          filter_type?: string
          id?: string
          installed_on?: string
          name?: string
          notes?: string | null
          updated_at?: string
          updated_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "arca_filters_facility_id_fkey"
            columns: ["facility_id"]
            isOneToOne: false
            referencedRelation: "facilities"
            referencedColumns: ["id"]
          },
        ]
      }
      arca_irrigation_guides: {
        Row: {
          container_volume_l: number
          created_at: string
          created_by: string | null
          facility_id: string
          field_capacity_pct: number | null
          id: string
          intent: string
          name: string
          notes: string | null
          photoperiod_h: number
          source: string | null
          stage: string
          steering: NonNullable<Json>
          substrate: string
          updated_at: string
          updated_by: string | null
        }
        Insert: {
          container_volume_l: number
          created_at?: string
          created_by?: string | null
          facility_id: string
          field_capacity_pct?: number | null
          id?: string
          intent: string
          name: string
          notes?: string | null
          photoperiod_h: number
          source?: string | null
          stage: string
          steering: NonNullable<Json>
          substrate: string
          updated_at?: string
          updated_by?: string | null
        }
        Update: {
          container_volume_l?: number
          created_at?: string
          created_by?: string | null
          facility_id?: string
          field_capacity_pct?: number | null
          id?: string
          intent?: string
          name?: string
          notes?: string | null
          photoperiod_h?: number
          source?: string | null
          stage?: string
          steering?: NonNullable<Json>
          substrate?: string
          updated_at?: string
          updated_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "arca_irrigation_guides_facility_id_fkey"
            columns: ["facility_id"]
            isOneToOne: false
            referencedRelation: "facilities"
            referencedColumns: ["id"]
          },
        ]
      }
      arca_irrigation_skeletons: {
        Row: {
          container_volume_l: number
          created_at: string
          created_by: string | null
          description: string | null
          facility_id: string
          field_capacity_pct: number | null
          id: string
          name: string
          substrate: string
          updated_at: string
          updated_by: string | null
        }
        Insert: {
          container_volume_l: number
          created_at?: string
          created_by?: string | null
          description?: string | null
          facility_id: string
          field_capacity_pct?: number | null
          id?: string
          name: string
          substrate: string
          updated_at?: string
          updated_by?: string | null
        }
        Update: {
          container_volume_l?: number
          created_at?: string
          created_by?: string | null
          description?: string | null
          facility_id?: string
          field_capacity_pct?: number | null
          id?: string
          name?: string
          substrate?: string
          updated_at?: string
          updated_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "arca_irrigation_skeletons_facility_id_fkey"
            columns: ["facility_id"]
            isOneToOne: false
            referencedRelation: "facilities"
            referencedColumns: ["id"]
          },
        ]
      }
      arca_kinds: {
        Row: {
          enters_room: boolean
          kind: string
          tool_id: string
          values_table: unknown
        }
        Insert: {
          enters_room?: boolean
          kind: string
          tool_id: string
          values_table: unknown
        }
        Update: {
          enters_room?: boolean
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
            referencedRelation: "arca_room_stages"
            referencedColumns: ["facility_id", "room_id"]
          },
          {
            foreignKeyName: "arca_lots_facility_id_current_room_id_fkey"
            columns: ["facility_id", "current_room_id"]
            isOneToOne: false
            referencedRelation: "arca_room_target_bands"
            referencedColumns: ["facility_id", "room_id"]
          },
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
            referencedRelation: "arca_room_stages"
            referencedColumns: ["facility_id", "room_id"]
          },
          {
            foreignKeyName: "arca_lots_facility_id_start_room_id_fkey"
            columns: ["facility_id", "start_room_id"]
            isOneToOne: false
            referencedRelation: "arca_room_target_bands"
            referencedColumns: ["facility_id", "room_id"]
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
            referencedRelation: "arca_application_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_ppm_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_application_windows"
            referencedColumns: ["entry_id"]
          },
          {
            foreignKeyName: "arca_ppm_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_batch_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_ppm_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_compliance_records"
            referencedColumns: ["application_id"]
          },
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
            referencedRelation: "arca_fertigation_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_ppm_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_filter_records"
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
            referencedRelation: "arca_quality_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_ppm_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_release_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_ppm_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_runoff_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_ppm_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_scouting_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_ppm_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_yield_analytics"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_ppm_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_yield_records"
            referencedColumns: ["id"]
          },
        ]
      }
      arca_protection_products: {
        Row: {
          active_ingredients: string
          archived: boolean
          created_at: string
          created_by: string | null
          facility_id: string
          formulation: string | null
          id: string
          manufacturer: string | null
          name: string
          notes: string | null
          phi_days: number
          product_type: string
          registration_number: string | null
          rei_hours: number
          supplier: string | null
          track_stock: boolean
          unit: string
          updated_at: string
          updated_by: string | null
        }
        Insert: {
          active_ingredients: string
          archived?: boolean
          created_at?: string
          created_by?: string | null
          facility_id: string
          formulation?: string | null
          id?: string
          manufacturer?: string | null
          name: string
          notes?: string | null
          phi_days?: number
          product_type?: string
          registration_number?: string | null
          rei_hours?: number
          supplier?: string | null
          track_stock?: boolean
          unit?: string
          updated_at?: string
          updated_by?: string | null
        }
        Update: {
          active_ingredients?: string
          archived?: boolean
          created_at?: string
          created_by?: string | null
          facility_id?: string
          formulation?: string | null
          id?: string
          manufacturer?: string | null
          name?: string
          notes?: string | null
          phi_days?: number
          product_type?: string
          registration_number?: string | null
          rei_hours?: number
          supplier?: string | null
          track_stock?: boolean
          unit?: string
          updated_at?: string
          updated_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "arca_protection_products_facility_id_fkey"
            columns: ["facility_id"]
            isOneToOne: false
            referencedRelation: "facilities"
            referencedColumns: ["id"]
          },
        ]
      }
      arca_quality_values: {
        Row: {
          appearance: string | null
          aroma: string | null
          aw_max: number
          batch_code: string
          cbd_pct: number | null
          cbda_pct: number | null
          entry_id: string
          moisture_max_pct: number
          moisture_pct: number | null
          moisture_result: string | null
          result: string | null
          terpenes_pct: number | null
          thc_pct: number | null
          thca_pct: number | null
          total_cbd_pct: number | null
          total_thc_pct: number | null
          water_activity: number | null
          water_activity_result: string | null
        }
        Insert: {
          appearance?: string | null
          aroma?: string | null
          aw_max?: number
          batch_code: string
          cbd_pct?: number | null
          cbda_pct?: number | null
          entry_id: string
          moisture_max_pct?: number
          moisture_pct?: number | null
          moisture_result?: never
          result?: never
          terpenes_pct?: number | null
          thc_pct?: number | null
          thca_pct?: number | null
          total_cbd_pct?: never
          total_thc_pct?: never
          water_activity?: number | null
          water_activity_result?: never
        }
        Update: {
          appearance?: string | null
          aroma?: string | null
          aw_max?: number
          batch_code?: string
          cbd_pct?: number | null
          cbda_pct?: number | null
          entry_id?: string
          moisture_max_pct?: number
          moisture_pct?: number | null
          moisture_result?: never
          result?: never
          terpenes_pct?: number | null
          thc_pct?: number | null
          thca_pct?: number | null
          total_cbd_pct?: never
          total_thc_pct?: never
          water_activity?: number | null
          water_activity_result?: never
        }
        Relationships: [
          {
            foreignKeyName: "arca_quality_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_application_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_quality_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_application_windows"
            referencedColumns: ["entry_id"]
          },
          {
            foreignKeyName: "arca_quality_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_batch_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_quality_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_compliance_records"
            referencedColumns: ["application_id"]
          },
          {
            foreignKeyName: "arca_quality_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_diary_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_quality_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_entries"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_quality_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_fertigation_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_quality_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_filter_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_quality_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_ppm_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_quality_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_quality_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_quality_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_release_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_quality_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_runoff_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_quality_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_scouting_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_quality_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_yield_analytics"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_quality_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_yield_records"
            referencedColumns: ["id"]
          },
        ]
      }
      arca_release_values: {
        Row: {
          entry_id: string
          lot_number: string | null
          method: string | null
          quantity: number
          quantity_unit: string
          species: string
          supplier: string | null
        }
        Insert: {
          entry_id: string
          lot_number?: string | null
          method?: string | null
          quantity: number
          quantity_unit?: string
          species: string
          supplier?: string | null
        }
        Update: {
          entry_id?: string
          lot_number?: string | null
          method?: string | null
          quantity?: number
          quantity_unit?: string
          species?: string
          supplier?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "arca_release_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_application_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_release_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_application_windows"
            referencedColumns: ["entry_id"]
          },
          {
            foreignKeyName: "arca_release_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_batch_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_release_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_compliance_records"
            referencedColumns: ["application_id"]
          },
          {
            foreignKeyName: "arca_release_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_diary_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_release_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_entries"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_release_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_fertigation_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_release_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_filter_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_release_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_ppm_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_release_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_quality_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_release_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_release_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_release_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_runoff_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_release_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_scouting_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_release_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_yield_analytics"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_release_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_yield_records"
            referencedColumns: ["id"]
          },
        ]
      }
      arca_room_plan_phases: {
        Row: {
          created_at: string
          created_by: string | null
          ends_on: string
          facility_id: string
          id: string
          intent: string
          name: string
          photoperiod_h: number
          plan_id: string
          position: number
          stage: string
          starts_on: string
          steering: NonNullable<Json>
          updated_at: string
          updated_by: string | null
        }
        Insert: {
          created_at?: string
          created_by?: string | null
          ends_on: string
          facility_id: string
          id?: string
          intent: string
          name: string
          photoperiod_h: number
          plan_id: string
          position: number
          stage: string
          starts_on: string
          steering: NonNullable<Json>
          updated_at?: string
          updated_by?: string | null
        }
        Update: {
          created_at?: string
          created_by?: string | null
          ends_on?: string
          facility_id?: string
          id?: string
          intent?: string
          name?: string
          photoperiod_h?: number
          plan_id?: string
          position?: number
          stage?: string
          starts_on?: string
          steering?: NonNullable<Json>
          updated_at?: string
          updated_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "arca_room_plan_phases_facility_id_plan_id_fkey"
            columns: ["facility_id", "plan_id"]
            isOneToOne: false
            referencedRelation: "arca_room_plans"
            referencedColumns: ["facility_id", "id"]
          },
        ]
      }
      arca_room_plans: {
        Row: {
          container_volume_l: number
          created_at: string
          created_by: string | null
          ends_on: string
          facility_id: string
          field_capacity_pct: number | null
          id: string
          name: string
          room_id: string
          skeleton_id: string | null
          starts_on: string
          substrate: string
          updated_at: string
          updated_by: string | null
        }
        Insert: {
          container_volume_l: number
          created_at?: string
          created_by?: string | null
          ends_on: string
          facility_id: string
          field_capacity_pct?: number | null
          id?: string
          name: string
          room_id: string
          skeleton_id?: string | null
          starts_on: string
          substrate: string
          updated_at?: string
          updated_by?: string | null
        }
        Update: {
          container_volume_l?: number
          created_at?: string
          created_by?: string | null
          ends_on?: string
          facility_id?: string
          field_capacity_pct?: number | null
          id?: string
          name?: string
          room_id?: string
          skeleton_id?: string | null
          starts_on?: string
          substrate?: string
          updated_at?: string
          updated_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "arca_room_plans_facility_id_fkey"
            columns: ["facility_id"]
            isOneToOne: false
            referencedRelation: "facilities"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_room_plans_facility_id_room_id_fkey"
            columns: ["facility_id", "room_id"]
            isOneToOne: false
            referencedRelation: "arca_room_stages"
            referencedColumns: ["facility_id", "room_id"]
          },
          {
            foreignKeyName: "arca_room_plans_facility_id_room_id_fkey"
            columns: ["facility_id", "room_id"]
            isOneToOne: false
            referencedRelation: "arca_room_target_bands"
            referencedColumns: ["facility_id", "room_id"]
          },
          {
            foreignKeyName: "arca_room_plans_facility_id_room_id_fkey"
            columns: ["facility_id", "room_id"]
            isOneToOne: false
            referencedRelation: "rooms"
            referencedColumns: ["facility_id", "id"]
          },
          {
            foreignKeyName: "arca_room_plans_facility_id_skeleton_id_fkey"
            columns: ["facility_id", "skeleton_id"]
            isOneToOne: false
            referencedRelation: "arca_irrigation_skeletons"
            referencedColumns: ["facility_id", "id"]
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
            referencedRelation: "arca_application_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_runoff_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_application_windows"
            referencedColumns: ["entry_id"]
          },
          {
            foreignKeyName: "arca_runoff_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_batch_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_runoff_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_compliance_records"
            referencedColumns: ["application_id"]
          },
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
            referencedRelation: "arca_fertigation_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_runoff_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_filter_records"
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
            referencedRelation: "arca_quality_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_runoff_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_release_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_runoff_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_runoff_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_runoff_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_scouting_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_runoff_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_yield_analytics"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_runoff_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_yield_records"
            referencedColumns: ["id"]
          },
        ]
      }
      arca_scouting_values: {
        Row: {
          basis: string
          count: number
          entry_id: string
          location: string | null
          organism: string
          organism_type: string
        }
        Insert: {
          basis?: string
          count: number
          entry_id: string
          location?: string | null
          organism: string
          organism_type?: string
        }
        Update: {
          basis?: string
          count?: number
          entry_id?: string
          location?: string | null
          organism?: string
          organism_type?: string
        }
        Relationships: [
          {
            foreignKeyName: "arca_scouting_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_application_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_scouting_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_application_windows"
            referencedColumns: ["entry_id"]
          },
          {
            foreignKeyName: "arca_scouting_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_batch_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_scouting_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_compliance_records"
            referencedColumns: ["application_id"]
          },
          {
            foreignKeyName: "arca_scouting_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_diary_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_scouting_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_entries"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_scouting_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_fertigation_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_scouting_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_filter_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_scouting_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_ppm_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_scouting_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_quality_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_scouting_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_release_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_scouting_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_runoff_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_scouting_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_scouting_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_scouting_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_yield_analytics"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_scouting_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_yield_records"
            referencedColumns: ["id"]
          },
        ]
      }
      arca_side_effects: {
        Row: {
          created_at: string
          created_by: string | null
          facility_id: string
          id: string
          iobc_class: number
          persistence_weeks: number
          product_id: string
          source: string | null
          species: string
          updated_at: string
          updated_by: string | null
        }
        Insert: {
          created_at?: string
          created_by?: string | null
          facility_id: string
          id?: string
          iobc_class: number
          persistence_weeks?: number
          product_id: string
          source?: string | null
          species: string
          updated_at?: string
          updated_by?: string | null
        }
        Update: {
          created_at?: string
          created_by?: string | null
          facility_id?: string
          id?: string
          iobc_class?: number
          persistence_weeks?: number
          product_id?: string
          source?: string | null
          species?: string
          updated_at?: string
          updated_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "arca_side_effects_facility_id_product_id_fkey"
            columns: ["facility_id", "product_id"]
            isOneToOne: false
            referencedRelation: "arca_protection_products"
            referencedColumns: ["facility_id", "id"]
          },
        ]
      }
      arca_skeleton_phases: {
        Row: {
          created_at: string
          created_by: string | null
          duration_days: number
          facility_id: string
          guide_id: string | null
          id: string
          intent: string
          name: string
          photoperiod_h: number
          position: number
          skeleton_id: string
          stage: string
          steering: NonNullable<Json>
          updated_at: string
          updated_by: string | null
        }
        Insert: {
          created_at?: string
          created_by?: string | null
          duration_days: number
          facility_id: string
          guide_id?: string | null
          id?: string
          intent: string
          name: string
          photoperiod_h: number
          position: number
          skeleton_id: string
          stage: string
          steering: NonNullable<Json>
          updated_at?: string
          updated_by?: string | null
        }
        Update: {
          created_at?: string
          created_by?: string | null
          duration_days?: number
          facility_id?: string
          guide_id?: string | null
          id?: string
          intent?: string
          name?: string
          photoperiod_h?: number
          position?: number
          skeleton_id?: string
          stage?: string
          steering?: NonNullable<Json>
          updated_at?: string
          updated_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "arca_skeleton_phases_facility_id_guide_id_fkey"
            columns: ["facility_id", "guide_id"]
            isOneToOne: false
            referencedRelation: "arca_irrigation_guides"
            referencedColumns: ["facility_id", "id"]
          },
          {
            foreignKeyName: "arca_skeleton_phases_facility_id_skeleton_id_fkey"
            columns: ["facility_id", "skeleton_id"]
            isOneToOne: false
            referencedRelation: "arca_irrigation_skeletons"
            referencedColumns: ["facility_id", "id"]
          },
        ]
      }
      arca_stock_movements: {
        Row: {
          created_at: string
          created_by: string | null
          entry_id: string | null
          facility_id: string
          fertilizer_id: string | null
          id: string
          kind: string
          lot_number: string | null
          note: string | null
          occurred_at: string
          protection_product_id: string | null
          quantity: number
          tank_id: string | null
          tool_id: string
        }
        Insert: {
          created_at?: string
          created_by?: string | null
          entry_id?: string | null
          facility_id: string
          fertilizer_id?: string | null
          id?: string
          kind: string
          lot_number?: string | null
          note?: string | null
          occurred_at?: string
          protection_product_id?: string | null
          quantity: number
          tank_id?: string | null
          tool_id?: never
        }
        Update: {
          created_at?: string
          created_by?: string | null
          entry_id?: string | null
          facility_id?: string
          fertilizer_id?: string | null
          id?: string
          kind?: string
          lot_number?: string | null
          note?: string | null
          occurred_at?: string
          protection_product_id?: string | null
          quantity?: number
          tank_id?: string | null
          tool_id?: never
        }
        Relationships: [
          {
            foreignKeyName: "arca_stock_movements_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_application_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_stock_movements_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_application_windows"
            referencedColumns: ["entry_id"]
          },
          {
            foreignKeyName: "arca_stock_movements_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_batch_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_stock_movements_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_compliance_records"
            referencedColumns: ["application_id"]
          },
          {
            foreignKeyName: "arca_stock_movements_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_diary_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_stock_movements_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_entries"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_stock_movements_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_fertigation_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_stock_movements_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_filter_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_stock_movements_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_ppm_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_stock_movements_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_quality_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_stock_movements_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_release_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_stock_movements_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_runoff_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_stock_movements_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_scouting_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_stock_movements_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_yield_analytics"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_stock_movements_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "arca_yield_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_stock_movements_facility_id_fertilizer_id_fkey"
            columns: ["facility_id", "fertilizer_id"]
            isOneToOne: false
            referencedRelation: "arca_fertilizers"
            referencedColumns: ["facility_id", "id"]
          },
          {
            foreignKeyName: "arca_stock_movements_facility_id_fkey"
            columns: ["facility_id"]
            isOneToOne: false
            referencedRelation: "facilities"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_stock_movements_facility_id_protection_product_id_fkey"
            columns: ["facility_id", "protection_product_id"]
            isOneToOne: false
            referencedRelation: "arca_protection_products"
            referencedColumns: ["facility_id", "id"]
          },
          {
            foreignKeyName: "arca_stock_movements_facility_id_tank_id_fkey"
            columns: ["facility_id", "tank_id"]
            isOneToOne: false
            referencedRelation: "arca_tanks"
            referencedColumns: ["facility_id", "id"]
          },
        ]
      }
      arca_tanks: {
        Row: {
          archived: boolean
          capacity_l: number
          created_at: string
          created_by: string | null
          dilution_ratio: number
          facility_id: string
          id: string
          name: string
          notes: string | null
          part: string
          room_id: string | null
          updated_at: string
          updated_by: string | null
        }
        Insert: {
          archived?: boolean
          capacity_l: number
          created_at?: string
          created_by?: string | null
          dilution_ratio?: number
          facility_id: string
          id?: string
          name: string
          notes?: string | null
          part?: string
          room_id?: string | null
          updated_at?: string
          updated_by?: string | null
        }
        Update: {
          archived?: boolean
          capacity_l?: number
          created_at?: string
          created_by?: string | null
          dilution_ratio?: number
          facility_id?: string
          id?: string
          name?: string
          notes?: string | null
          part?: string
          room_id?: string | null
          updated_at?: string
          updated_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "arca_tanks_facility_id_fkey"
            columns: ["facility_id"]
            isOneToOne: false
            referencedRelation: "facilities"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_tanks_facility_id_room_id_fkey"
            columns: ["facility_id", "room_id"]
            isOneToOne: false
            referencedRelation: "arca_room_stages"
            referencedColumns: ["facility_id", "room_id"]
          },
          {
            foreignKeyName: "arca_tanks_facility_id_room_id_fkey"
            columns: ["facility_id", "room_id"]
            isOneToOne: false
            referencedRelation: "arca_room_target_bands"
            referencedColumns: ["facility_id", "room_id"]
          },
          {
            foreignKeyName: "arca_tanks_facility_id_room_id_fkey"
            columns: ["facility_id", "room_id"]
            isOneToOne: false
            referencedRelation: "rooms"
            referencedColumns: ["facility_id", "id"]
          },
        ]
      }
      arca_target_defaults: {
        Row: {
          basis: string | null
          max_value: number
          metric: string
          min_value: number
          period: string
          source: string
          stage: string
        }
        Insert: {
          basis?: string | null
          max_value: number
          metric: string
          min_value: number
          period: string
          source: string
          stage: string
        }
        Update: {
          basis?: string | null
          max_value?: number
          metric?: string
          min_value?: number
          period?: string
          source?: string
          stage?: string
        }
        Relationships: []
      }
      arca_targets: {
        Row: {
          basis: string | null
          created_at: string
          created_by: string | null
          facility_id: string
          id: string
          max_value: number
          metric: string
          min_value: number
          note: string | null
          period: string
          room_id: string
          stage: string
          updated_at: string
          updated_by: string | null
        }
        Insert: {
          basis?: string | null
          created_at?: string
          created_by?: string | null
          facility_id: string
          id?: string
          max_value: number
          metric: string
          min_value: number
          note?: string | null
          period: string
          room_id: string
          stage: string
          updated_at?: string
          updated_by?: string | null
        }
        Update: {
          basis?: string | null
          created_at?: string
          created_by?: string | null
          facility_id?: string
          id?: string
          max_value?: number
          metric?: string
          min_value?: number
          note?: string | null
          period?: string
          room_id?: string
          stage?: string
          updated_at?: string
          updated_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "arca_targets_facility_id_fkey"
            columns: ["facility_id"]
            isOneToOne: false
            referencedRelation: "facilities"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_targets_facility_id_room_id_fkey"
            columns: ["facility_id", "room_id"]
            isOneToOne: false
            referencedRelation: "arca_room_stages"
            referencedColumns: ["facility_id", "room_id"]
          },
          {
            foreignKeyName: "arca_targets_facility_id_room_id_fkey"
            columns: ["facility_id", "room_id"]
            isOneToOne: false
            referencedRelation: "arca_room_target_bands"
            referencedColumns: ["facility_id", "room_id"]
          },
          {
            foreignKeyName: "arca_targets_facility_id_room_id_fkey"
            columns: ["facility_id", "room_id"]
            isOneToOne: false
            referencedRelation: "rooms"
            referencedColumns: ["facility_id", "id"]
          },
        ]
      }
      arca_yield_prices: {
        Row: {
          created_at: string
          created_by: string | null
          currency: string
          effective_on: string
          facility_id: string
          grade: string
          id: string
          notes: string | null
          per_unit: string
          price: number
          strain: string | null
          updated_at: string
          updated_by: string | null
        }
        Insert: {
          created_at?: string
          created_by?: string | null
          currency?: string
          effective_on?: string
          facility_id: string
          grade: string
          id?: string
          notes?: string | null
          per_unit?: string
          price: number
          strain?: string | null
          updated_at?: string
          updated_by?: string | null
        }
        Update: {
          created_at?: string
          created_by?: string | null
          currency?: string
          effective_on?: string
          facility_id?: string
          grade?: string
          id?: string
          notes?: string | null
          per_unit?: string
          price?: number
          strain?: string | null
          updated_at?: string
          updated_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "arca_yield_prices_facility_id_fkey"
            columns: ["facility_id"]
            isOneToOne: false
            referencedRelation: "facilities"
            referencedColumns: ["id"]
          },
        ]
      }
      arca_yield_values: {
        Row: {
          dry_g: number | null
          dry_wet_pct: number | null
          entry_id: string
          grade: string | null
          trim_g: number | null
          waste_g: number | null
          wet_g: number
        }
        Insert: {
          dry_g?: number | null
          dry_wet_pct?: never
          entry_id: string
          grade?: string | null
          trim_g?: number | null
          waste_g?: number | null
          wet_g: number
        }
        Update: {
          dry_g?: number | null
          dry_wet_pct?: never
          entry_id?: string
          grade?: string | null
          trim_g?: number | null
          waste_g?: number | null
          wet_g?: number
        }
        Relationships: [
          {
            foreignKeyName: "arca_yield_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_application_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_yield_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_application_windows"
            referencedColumns: ["entry_id"]
          },
          {
            foreignKeyName: "arca_yield_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_batch_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_yield_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_compliance_records"
            referencedColumns: ["application_id"]
          },
          {
            foreignKeyName: "arca_yield_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_diary_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_yield_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_entries"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_yield_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_fertigation_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_yield_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_filter_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_yield_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_ppm_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_yield_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_quality_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_yield_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_release_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_yield_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_runoff_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_yield_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_scouting_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_yield_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_yield_analytics"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_yield_values_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_yield_records"
            referencedColumns: ["id"]
          },
        ]
      }
      atlas_board_rooms: {
        Row: {
          alias: string
          facility_id: string
          room_id: string
        }
        Insert: {
          alias: string
          facility_id: string
          room_id: string
        }
        Update: {
          alias?: string
          facility_id?: string
          room_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "atlas_board_rooms_facility_id_room_id_fkey"
            columns: ["facility_id", "room_id"]
            isOneToOne: false
            referencedRelation: "arca_room_stages"
            referencedColumns: ["facility_id", "room_id"]
          },
          {
            foreignKeyName: "atlas_board_rooms_facility_id_room_id_fkey"
            columns: ["facility_id", "room_id"]
            isOneToOne: false
            referencedRelation: "arca_room_target_bands"
            referencedColumns: ["facility_id", "room_id"]
          },
          {
            foreignKeyName: "atlas_board_rooms_facility_id_room_id_fkey"
            columns: ["facility_id", "room_id"]
            isOneToOne: false
            referencedRelation: "rooms"
            referencedColumns: ["facility_id", "id"]
          },
        ]
      }
      atlas_board_settings: {
        Row: {
          facility_id: string
          public_name: string
          published: boolean
          show_day: boolean
          show_strain: boolean
          updated_at: string
        }
        Insert: {
          facility_id: string
          public_name: string
          published?: boolean
          show_day?: boolean
          show_strain?: boolean
          updated_at?: string
        }
        Update: {
          facility_id?: string
          public_name?: string
          published?: boolean
          show_day?: boolean
          show_strain?: boolean
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "atlas_board_settings_facility_id_fkey"
            columns: ["facility_id"]
            isOneToOne: true
            referencedRelation: "facilities"
            referencedColumns: ["id"]
          },
        ]
      }
      atlas_consumables: {
        Row: {
          category: string
          created_at: string
          created_by: string | null
          facility_id: string
          id: string
          location: string | null
          name: string
          notes: string | null
          reorder_point: number
          reorder_quantity: number | null
          sku: string | null
          unit: string
          updated_at: string
          vendor: string | null
        }
        Insert: {
          category: string
          created_at?: string
          created_by?: string | null
          facility_id: string
          id?: string
          location?: string | null
          name: string
          notes?: string | null
          reorder_point?: number
          reorder_quantity?: number | null
          sku?: string | null
          unit: string
          updated_at?: string
          vendor?: string | null
        }
        Update: {
          category?: string
          created_at?: string
          created_by?: string | null
          facility_id?: string
          id?: string
          location?: string | null
          name?: string
          notes?: string | null
          reorder_point?: number
          reorder_quantity?: number | null
          sku?: string | null
          unit?: string
          updated_at?: string
          vendor?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "atlas_consumables_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "atlas_consumables_facility_id_fkey"
            columns: ["facility_id"]
            isOneToOne: false
            referencedRelation: "facilities"
            referencedColumns: ["id"]
          },
        ]
      }
      atlas_cycle_phases: {
        Row: {
          baseline_end: string
          baseline_start: string
          cycle_id: string
          end_on: string
          facility_id: string
          holds_room: boolean
          id: string
          phase: string
          room_id: string | null
          start_on: string
        }
        Insert: {
          baseline_end: string
          baseline_start: string
          cycle_id: string
          end_on: string
          facility_id: string
          holds_room?: boolean
          id?: string
          phase: string
          room_id?: string | null
          start_on: string
        }
        Update: {
          baseline_end?: string
          baseline_start?: string
          cycle_id?: string
          end_on?: string
          facility_id?: string
          holds_room?: boolean
          id?: string
          phase?: string
          room_id?: string | null
          start_on?: string
        }
        Relationships: [
          {
            foreignKeyName: "atlas_cycle_phases_facility_id_cycle_id_fkey"
            columns: ["facility_id", "cycle_id"]
            isOneToOne: false
            referencedRelation: "atlas_cycles"
            referencedColumns: ["facility_id", "id"]
          },
          {
            foreignKeyName: "atlas_cycle_phases_facility_id_room_id_fkey"
            columns: ["facility_id", "room_id"]
            isOneToOne: false
            referencedRelation: "arca_room_stages"
            referencedColumns: ["facility_id", "room_id"]
          },
          {
            foreignKeyName: "atlas_cycle_phases_facility_id_room_id_fkey"
            columns: ["facility_id", "room_id"]
            isOneToOne: false
            referencedRelation: "arca_room_target_bands"
            referencedColumns: ["facility_id", "room_id"]
          },
          {
            foreignKeyName: "atlas_cycle_phases_facility_id_room_id_fkey"
            columns: ["facility_id", "room_id"]
            isOneToOne: false
            referencedRelation: "rooms"
            referencedColumns: ["facility_id", "id"]
          },
        ]
      }
      atlas_cycle_templates: {
        Row: {
          created_at: string
          created_by: string | null
          description: string | null
          facility_id: string
          id: string
          name: string
          updated_at: string
        }
        Insert: {
          created_at?: string
          created_by?: string | null
          description?: string | null
          facility_id: string
          id?: string
          name: string
          updated_at?: string
        }
        Update: {
          created_at?: string
          created_by?: string | null
          description?: string | null
          facility_id?: string
          id?: string
          name?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "atlas_cycle_templates_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "atlas_cycle_templates_facility_id_fkey"
            columns: ["facility_id"]
            isOneToOne: false
            referencedRelation: "facilities"
            referencedColumns: ["id"]
          },
        ]
      }
      atlas_cycles: {
        Row: {
          created_at: string
          created_by: string | null
          ends_on: string
          facility_id: string
          id: string
          name: string
          notes: string | null
          origin_project_id: string | null
          plant_count: number | null
          room_id: string
          starts_on: string
          status: string
          strain_name: string
          template_id: string | null
          updated_at: string
        }
        Insert: {
          created_at?: string
          created_by?: string | null
          ends_on: string
          facility_id: string
          id?: string
          name: string
          notes?: string | null
          origin_project_id?: string | null
          plant_count?: number | null
          room_id: string
          starts_on: string
          status?: string
          strain_name: string
          template_id?: string | null
          updated_at?: string
        }
        Update: {
          created_at?: string
          created_by?: string | null
          ends_on?: string
          facility_id?: string
          id?: string
          name?: string
          notes?: string | null
          origin_project_id?: string | null
          plant_count?: number | null
          room_id?: string
          starts_on?: string
          status?: string
          strain_name?: string
          template_id?: string | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "atlas_cycles_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "atlas_cycles_facility_id_fkey"
            columns: ["facility_id"]
            isOneToOne: false
            referencedRelation: "facilities"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "atlas_cycles_facility_id_room_id_fkey"
            columns: ["facility_id", "room_id"]
            isOneToOne: false
            referencedRelation: "arca_room_stages"
            referencedColumns: ["facility_id", "room_id"]
          },
          {
            foreignKeyName: "atlas_cycles_facility_id_room_id_fkey"
            columns: ["facility_id", "room_id"]
            isOneToOne: false
            referencedRelation: "arca_room_target_bands"
            referencedColumns: ["facility_id", "room_id"]
          },
          {
            foreignKeyName: "atlas_cycles_facility_id_room_id_fkey"
            columns: ["facility_id", "room_id"]
            isOneToOne: false
            referencedRelation: "rooms"
            referencedColumns: ["facility_id", "id"]
          },
          {
            foreignKeyName: "atlas_cycles_facility_id_template_id_fkey"
            columns: ["facility_id", "template_id"]
            isOneToOne: false
            referencedRelation: "atlas_cycle_templates"
            referencedColumns: ["facility_id", "id"]
          },
          {
            foreignKeyName: "atlas_cycles_origin_project_id_fkey"
            columns: ["origin_project_id"]
            isOneToOne: false
            referencedRelation: "breeding_projects"
            referencedColumns: ["id"]
          },
        ]
      }
      atlas_entry_sops: {
        Row: {
          created_at: string
          entry_id: string
          facility_id: string
          sop_id: string
          sop_version_id: string
        }
        Insert: {
          created_at?: string
          entry_id: string
          facility_id: string
          sop_id: string
          sop_version_id: string
        }
        Update: {
          created_at?: string
          entry_id?: string
          facility_id?: string
          sop_id?: string
          sop_version_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "atlas_entry_sops_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_application_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "atlas_entry_sops_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_application_windows"
            referencedColumns: ["entry_id"]
          },
          {
            foreignKeyName: "atlas_entry_sops_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_batch_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "atlas_entry_sops_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_compliance_records"
            referencedColumns: ["application_id"]
          },
          {
            foreignKeyName: "atlas_entry_sops_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_diary_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "atlas_entry_sops_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_entries"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "atlas_entry_sops_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_fertigation_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "atlas_entry_sops_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_filter_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "atlas_entry_sops_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_ppm_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "atlas_entry_sops_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_quality_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "atlas_entry_sops_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_release_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "atlas_entry_sops_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_runoff_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "atlas_entry_sops_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_scouting_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "atlas_entry_sops_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_yield_analytics"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "atlas_entry_sops_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: true
            referencedRelation: "arca_yield_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "atlas_entry_sops_facility_id_sop_id_fkey"
            columns: ["facility_id", "sop_id"]
            isOneToOne: false
            referencedRelation: "atlas_sop_register"
            referencedColumns: ["facility_id", "id"]
          },
          {
            foreignKeyName: "atlas_entry_sops_facility_id_sop_id_fkey"
            columns: ["facility_id", "sop_id"]
            isOneToOne: false
            referencedRelation: "atlas_sops"
            referencedColumns: ["facility_id", "id"]
          },
          {
            foreignKeyName: "atlas_entry_sops_facility_id_sop_version_id_fkey"
            columns: ["facility_id", "sop_version_id"]
            isOneToOne: false
            referencedRelation: "atlas_sop_versions"
            referencedColumns: ["facility_id", "id"]
          },
        ]
      }
      atlas_equipment: {
        Row: {
          category: string
          cost: number | null
          created_at: string
          created_by: string | null
          facility_id: string
          id: string
          in_service_on: string
          model: string | null
          name: string
          notes: string | null
          room_id: string | null
          serial_number: string | null
          status: string
          updated_at: string
          vendor: string | null
          warranty_until: string | null
        }
        Insert: {
          category: string
          cost?: number | null
          created_at?: string
          created_by?: string | null
          facility_id: string
          id?: string
          in_service_on?: string
          model?: string | null
          name: string
          notes?: string | null
          room_id?: string | null
          serial_number?: string | null
          status?: string
          updated_at?: string
          vendor?: string | null
          warranty_until?: string | null
        }
        Update: {
          category?: string
          cost?: number | null
          created_at?: string
          created_by?: string | null
          facility_id?: string
          id?: string
          in_service_on?: string
          model?: string | null
          name?: string
          notes?: string | null
          room_id?: string | null
          serial_number?: string | null
          status?: string
          updated_at?: string
          vendor?: string | null
          warranty_until?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "atlas_equipment_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "atlas_equipment_facility_id_fkey"
            columns: ["facility_id"]
            isOneToOne: false
            referencedRelation: "facilities"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "atlas_equipment_facility_id_room_id_fkey"
            columns: ["facility_id", "room_id"]
            isOneToOne: false
            referencedRelation: "arca_room_stages"
            referencedColumns: ["facility_id", "room_id"]
          },
          {
            foreignKeyName: "atlas_equipment_facility_id_room_id_fkey"
            columns: ["facility_id", "room_id"]
            isOneToOne: false
            referencedRelation: "arca_room_target_bands"
            referencedColumns: ["facility_id", "room_id"]
          },
          {
            foreignKeyName: "atlas_equipment_facility_id_room_id_fkey"
            columns: ["facility_id", "room_id"]
            isOneToOne: false
            referencedRelation: "rooms"
            referencedColumns: ["facility_id", "id"]
          },
        ]
      }
      atlas_maintenance_plans: {
        Row: {
          active: boolean
          created_at: string
          created_by: string | null
          equipment_id: string
          facility_id: string
          id: string
          instructions: string | null
          interval_days: number
          sop_id: string | null
          starts_on: string
          title: string
          updated_at: string
        }
        Insert: {
          active?: boolean
          created_at?: string
          created_by?: string | null
          equipment_id: string
          facility_id: string
          id?: string
          instructions?: string | null
          interval_days: number
          sop_id?: string | null
          starts_on?: string
          title: string
          updated_at?: string
        }
        Update: {
          active?: boolean
          created_at?: string
          created_by?: string | null
          equipment_id?: string
          facility_id?: string
          id?: string
          instructions?: string | null
          interval_days?: number
          sop_id?: string | null
          starts_on?: string
          title?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "atlas_maintenance_plans_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "atlas_maintenance_plans_facility_id_equipment_id_fkey"
            columns: ["facility_id", "equipment_id"]
            isOneToOne: false
            referencedRelation: "atlas_equipment"
            referencedColumns: ["facility_id", "id"]
          },
          {
            foreignKeyName: "atlas_maintenance_plans_facility_id_equipment_id_fkey"
            columns: ["facility_id", "equipment_id"]
            isOneToOne: false
            referencedRelation: "atlas_equipment_stats"
            referencedColumns: ["facility_id", "equipment_id"]
          },
          {
            foreignKeyName: "atlas_maintenance_plans_facility_id_sop_id_fkey"
            columns: ["facility_id", "sop_id"]
            isOneToOne: false
            referencedRelation: "atlas_sop_register"
            referencedColumns: ["facility_id", "id"]
          },
          {
            foreignKeyName: "atlas_maintenance_plans_facility_id_sop_id_fkey"
            columns: ["facility_id", "sop_id"]
            isOneToOne: false
            referencedRelation: "atlas_sops"
            referencedColumns: ["facility_id", "id"]
          },
        ]
      }
      atlas_maintenance_requests: {
        Row: {
          cost: number | null
          created_at: string
          description: string | null
          done_at: string | null
          done_by: string | null
          due_on: string | null
          equipment_id: string
          facility_id: string
          id: string
          kind: string
          plan_id: string | null
          reported_at: string
          reported_by: string | null
          resolution: string | null
          started_at: string | null
          started_by: string | null
          status: string
          title: string
          updated_at: string
        }
        Insert: {
          cost?: number | null
          created_at?: string
          description?: string | null
          done_at?: string | null
          done_by?: string | null
          due_on?: string | null
          equipment_id: string
          facility_id: string
          id?: string
          kind: string
          plan_id?: string | null
          reported_at?: string
          reported_by?: string | null
          resolution?: string | null
          started_at?: string | null
          started_by?: string | null
          status?: string
          title: string
          updated_at?: string
        }
        Update: {
          cost?: number | null
          created_at?: string
          description?: string | null
          done_at?: string | null
          done_by?: string | null
          due_on?: string | null
          equipment_id?: string
          facility_id?: string
          id?: string
          kind?: string
          plan_id?: string | null
          reported_at?: string
          reported_by?: string | null
          resolution?: string | null
          started_at?: string | null
          started_by?: string | null
          status?: string
          title?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "atlas_maintenance_requests_done_by_fkey"
            columns: ["done_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "atlas_maintenance_requests_facility_id_equipment_id_fkey"
            columns: ["facility_id", "equipment_id"]
            isOneToOne: false
            referencedRelation: "atlas_equipment"
            referencedColumns: ["facility_id", "id"]
          },
          {
            foreignKeyName: "atlas_maintenance_requests_facility_id_equipment_id_fkey"
            columns: ["facility_id", "equipment_id"]
            isOneToOne: false
            referencedRelation: "atlas_equipment_stats"
            referencedColumns: ["facility_id", "equipment_id"]
          },
          {
            foreignKeyName: "atlas_maintenance_requests_facility_id_plan_id_fkey"
            columns: ["facility_id", "plan_id"]
            isOneToOne: false
            referencedRelation: "atlas_maintenance_plans"
            referencedColumns: ["facility_id", "id"]
          },
          {
            foreignKeyName: "atlas_maintenance_requests_facility_id_plan_id_fkey"
            columns: ["facility_id", "plan_id"]
            isOneToOne: false
            referencedRelation: "atlas_maintenance_schedule"
            referencedColumns: ["facility_id", "plan_id"]
          },
          {
            foreignKeyName: "atlas_maintenance_requests_reported_by_fkey"
            columns: ["reported_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "atlas_maintenance_requests_started_by_fkey"
            columns: ["started_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      atlas_milestone_moves: {
        Row: {
          cycle_id: string
          facility_id: string
          from_on: string
          id: string
          moved_at: string
          moved_by: string | null
          phase: string
          reason: string | null
          tasks_moved: number
          to_on: string
        }
        Insert: {
          cycle_id: string
          facility_id: string
          from_on: string
          id?: string
          moved_at?: string
          moved_by?: string | null
          phase: string
          reason?: string | null
          tasks_moved?: number
          to_on: string
        }
        Update: {
          cycle_id?: string
          facility_id?: string
          from_on?: string
          id?: string
          moved_at?: string
          moved_by?: string | null
          phase?: string
          reason?: string | null
          tasks_moved?: number
          to_on?: string
        }
        Relationships: [
          {
            foreignKeyName: "atlas_milestone_moves_facility_id_cycle_id_fkey"
            columns: ["facility_id", "cycle_id"]
            isOneToOne: false
            referencedRelation: "atlas_cycles"
            referencedColumns: ["facility_id", "id"]
          },
          {
            foreignKeyName: "atlas_milestone_moves_moved_by_fkey"
            columns: ["moved_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      atlas_required_courses: {
        Row: {
          added_at: string
          added_by: string | null
          course_id: string
          facility_id: string
        }
        Insert: {
          added_at?: string
          added_by?: string | null
          course_id: string
          facility_id: string
        }
        Update: {
          added_at?: string
          added_by?: string | null
          course_id?: string
          facility_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "atlas_required_courses_added_by_fkey"
            columns: ["added_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "atlas_required_courses_course_id_fkey"
            columns: ["course_id"]
            isOneToOne: false
            referencedRelation: "ancora_course_catalogue"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "atlas_required_courses_course_id_fkey"
            columns: ["course_id"]
            isOneToOne: false
            referencedRelation: "ancora_courses"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "atlas_required_courses_facility_id_fkey"
            columns: ["facility_id"]
            isOneToOne: false
            referencedRelation: "facilities"
            referencedColumns: ["id"]
          },
        ]
      }
      atlas_sop_acknowledgements: {
        Row: {
          acknowledged_at: string
          facility_id: string
          user_id: string
          version_id: string
        }
        Insert: {
          acknowledged_at?: string
          facility_id: string
          user_id?: string
          version_id: string
        }
        Update: {
          acknowledged_at?: string
          facility_id?: string
          user_id?: string
          version_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "atlas_sop_acknowledgements_facility_id_version_id_fkey"
            columns: ["facility_id", "version_id"]
            isOneToOne: false
            referencedRelation: "atlas_sop_versions"
            referencedColumns: ["facility_id", "id"]
          },
          {
            foreignKeyName: "atlas_sop_acknowledgements_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      atlas_sop_review_notices: {
        Row: {
          facility_id: string
          notice: string
          sent_at: string
          version_id: string
        }
        Insert: {
          facility_id: string
          notice: string
          sent_at?: string
          version_id: string
        }
        Update: {
          facility_id?: string
          notice?: string
          sent_at?: string
          version_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "atlas_sop_review_notices_facility_id_version_id_fkey"
            columns: ["facility_id", "version_id"]
            isOneToOne: false
            referencedRelation: "atlas_sop_versions"
            referencedColumns: ["facility_id", "id"]
          },
        ]
      }
      atlas_sop_steps: {
        Row: {
          body: string
          facility_id: string
          id: string
          kind: string
          position: number
          target: number | null
          tolerance: number | null
          unit: string | null
          version_id: string
        }
        Insert: {
          body: string
          facility_id: string
          id?: string
          kind: string
          position: number
          target?: number | null
          tolerance?: number | null
          unit?: string | null
          version_id: string
        }
        Update: {
          body?: string
          facility_id?: string
          id?: string
          kind?: string
          position?: number
          target?: number | null
          tolerance?: number | null
          unit?: string | null
          version_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "atlas_sop_steps_facility_id_version_id_fkey"
            columns: ["facility_id", "version_id"]
            isOneToOne: false
            referencedRelation: "atlas_sop_versions"
            referencedColumns: ["facility_id", "id"]
          },
        ]
      }
      atlas_sop_versions: {
        Row: {
          approved_at: string | null
          approved_by: string | null
          archived_at: string | null
          change_summary: string | null
          created_at: string
          created_by: string | null
          effective_at: string | null
          facility_id: string
          id: string
          next_review_on: string | null
          scope: string | null
          sop_id: string
          status: string
          updated_at: string
          version: number
        }
        Insert: {
          approved_at?: string | null
          approved_by?: string | null
          archived_at?: string | null
          change_summary?: string | null
          created_at?: string
          created_by?: string | null
          effective_at?: string | null
          facility_id: string
          id?: string
          next_review_on?: string | null
          scope?: string | null
          sop_id: string
          status?: string
          updated_at?: string
          version: number
        }
        Update: {
          approved_at?: string | null
          approved_by?: string | null
          archived_at?: string | null
          change_summary?: string | null
          created_at?: string
          created_by?: string | null
          effective_at?: string | null
          facility_id?: string
          id?: string
          next_review_on?: string | null
          scope?: string | null
          sop_id?: string
          status?: string
          updated_at?: string
          version?: number
        }
        Relationships: [
          {
            foreignKeyName: "atlas_sop_versions_approved_by_fkey"
            columns: ["approved_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "atlas_sop_versions_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "atlas_sop_versions_facility_id_sop_id_fkey"
            columns: ["facility_id", "sop_id"]
            isOneToOne: false
            referencedRelation: "atlas_sop_register"
            referencedColumns: ["facility_id", "id"]
          },
          {
            foreignKeyName: "atlas_sop_versions_facility_id_sop_id_fkey"
            columns: ["facility_id", "sop_id"]
            isOneToOne: false
            referencedRelation: "atlas_sops"
            referencedColumns: ["facility_id", "id"]
          },
        ]
      }
      atlas_sops: {
        Row: {
          approver_id: string
          category: string
          code: string
          created_at: string
          created_by: string | null
          facility_id: string
          id: string
          owner_id: string
          required_course_id: string | null
          retired_at: string | null
          retired_by: string | null
          review_months: number
          title: string
          updated_at: string
        }
        Insert: {
          approver_id: string
          category?: string
          code: string
          created_at?: string
          created_by?: string | null
          facility_id: string
          id?: string
          owner_id: string
          required_course_id?: string | null
          retired_at?: string | null
          retired_by?: string | null
          review_months?: number
          title: string
          updated_at?: string
        }
        Update: {
          approver_id?: string
          category?: string
          code?: string
          created_at?: string
          created_by?: string | null
          facility_id?: string
          id?: string
          owner_id?: string
          required_course_id?: string | null
          retired_at?: string | null
          retired_by?: string | null
          review_months?: number
          title?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "atlas_sops_approver_id_fkey"
            columns: ["approver_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "atlas_sops_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "atlas_sops_facility_id_fkey"
            columns: ["facility_id"]
            isOneToOne: false
            referencedRelation: "facilities"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "atlas_sops_owner_id_fkey"
            columns: ["owner_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "atlas_sops_required_course_id_fkey"
            columns: ["required_course_id"]
            isOneToOne: false
            referencedRelation: "ancora_course_catalogue"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "atlas_sops_required_course_id_fkey"
            columns: ["required_course_id"]
            isOneToOne: false
            referencedRelation: "ancora_courses"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "atlas_sops_retired_by_fkey"
            columns: ["retired_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      atlas_stock_moves: {
        Row: {
          consumable_id: string
          created_at: string
          expires_on: string | null
          facility_id: string
          id: string
          kind: string
          lot_code: string | null
          moved_at: string
          moved_by: string | null
          note: string | null
          quantity: number
        }
        Insert: {
          consumable_id: string
          created_at?: string
          expires_on?: string | null
          facility_id: string
          id?: string
          kind: string
          lot_code?: string | null
          moved_at?: string
          moved_by?: string | null
          note?: string | null
          quantity: number
        }
        Update: {
          consumable_id?: string
          created_at?: string
          expires_on?: string | null
          facility_id?: string
          id?: string
          kind?: string
          lot_code?: string | null
          moved_at?: string
          moved_by?: string | null
          note?: string | null
          quantity?: number
        }
        Relationships: [
          {
            foreignKeyName: "atlas_stock_moves_facility_id_consumable_id_fkey"
            columns: ["facility_id", "consumable_id"]
            isOneToOne: false
            referencedRelation: "atlas_consumable_stock"
            referencedColumns: ["facility_id", "consumable_id"]
          },
          {
            foreignKeyName: "atlas_stock_moves_facility_id_consumable_id_fkey"
            columns: ["facility_id", "consumable_id"]
            isOneToOne: false
            referencedRelation: "atlas_consumables"
            referencedColumns: ["facility_id", "id"]
          },
          {
            foreignKeyName: "atlas_stock_moves_moved_by_fkey"
            columns: ["moved_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      atlas_tasks: {
        Row: {
          assignee_id: string | null
          baseline_due_on: string
          created_at: string
          created_by: string | null
          cycle_id: string
          cycle_phase_id: string
          description: string | null
          done_at: string | null
          done_by: string | null
          due_on: string
          facility_id: string
          id: string
          note: string | null
          offset_days: number
          photo_path: string | null
          sop_id: string | null
          sop_version_id: string | null
          started_at: string | null
          started_by: string | null
          status: string
          title: string
          updated_at: string
        }
        Insert: {
          assignee_id?: string | null
          baseline_due_on: string
          created_at?: string
          created_by?: string | null
          cycle_id: string
          cycle_phase_id: string
          description?: string | null
          done_at?: string | null
          done_by?: string | null
          due_on: string
          facility_id: string
          id?: string
          note?: string | null
          offset_days: number
          photo_path?: string | null
          sop_id?: string | null
          sop_version_id?: string | null
          started_at?: string | null
          started_by?: string | null
          status?: string
          title: string
          updated_at?: string
        }
        Update: {
          assignee_id?: string | null
          baseline_due_on?: string
          created_at?: string
          created_by?: string | null
          cycle_id?: string
          cycle_phase_id?: string
          description?: string | null
          done_at?: string | null
          done_by?: string | null
          due_on?: string
          facility_id?: string
          id?: string
          note?: string | null
          offset_days?: number
          photo_path?: string | null
          sop_id?: string | null
          sop_version_id?: string | null
          started_at?: string | null
          started_by?: string | null
          status?: string
          title?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "atlas_tasks_assignee_id_fkey"
            columns: ["assignee_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "atlas_tasks_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "atlas_tasks_done_by_fkey"
            columns: ["done_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "atlas_tasks_facility_id_cycle_id_fkey"
            columns: ["facility_id", "cycle_id"]
            isOneToOne: false
            referencedRelation: "atlas_cycles"
            referencedColumns: ["facility_id", "id"]
          },
          {
            foreignKeyName: "atlas_tasks_facility_id_cycle_phase_id_fkey"
            columns: ["facility_id", "cycle_phase_id"]
            isOneToOne: false
            referencedRelation: "atlas_cycle_phases"
            referencedColumns: ["facility_id", "id"]
          },
          {
            foreignKeyName: "atlas_tasks_facility_id_cycle_phase_id_fkey"
            columns: ["facility_id", "cycle_phase_id"]
            isOneToOne: false
            referencedRelation: "atlas_phase_variance"
            referencedColumns: ["facility_id", "cycle_phase_id"]
          },
          {
            foreignKeyName: "atlas_tasks_facility_id_sop_id_fkey"
            columns: ["facility_id", "sop_id"]
            isOneToOne: false
            referencedRelation: "atlas_sop_register"
            referencedColumns: ["facility_id", "id"]
          },
          {
            foreignKeyName: "atlas_tasks_facility_id_sop_id_fkey"
            columns: ["facility_id", "sop_id"]
            isOneToOne: false
            referencedRelation: "atlas_sops"
            referencedColumns: ["facility_id", "id"]
          },
          {
            foreignKeyName: "atlas_tasks_facility_id_sop_version_id_fkey"
            columns: ["facility_id", "sop_version_id"]
            isOneToOne: false
            referencedRelation: "atlas_sop_versions"
            referencedColumns: ["facility_id", "id"]
          },
          {
            foreignKeyName: "atlas_tasks_started_by_fkey"
            columns: ["started_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      atlas_template_phases: {
        Row: {
          duration_days: number
          facility_id: string
          phase: string
          template_id: string
        }
        Insert: {
          duration_days: number
          facility_id: string
          phase: string
          template_id: string
        }
        Update: {
          duration_days?: number
          facility_id?: string
          phase?: string
          template_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "atlas_template_phases_facility_id_template_id_fkey"
            columns: ["facility_id", "template_id"]
            isOneToOne: false
            referencedRelation: "atlas_cycle_templates"
            referencedColumns: ["facility_id", "id"]
          },
        ]
      }
      atlas_template_tasks: {
        Row: {
          description: string | null
          facility_id: string
          id: string
          offset_days: number
          phase: string
          sop_id: string | null
          template_id: string
          title: string
        }
        Insert: {
          description?: string | null
          facility_id: string
          id?: string
          offset_days: number
          phase: string
          sop_id?: string | null
          template_id: string
          title: string
        }
        Update: {
          description?: string | null
          facility_id?: string
          id?: string
          offset_days?: number
          phase?: string
          sop_id?: string | null
          template_id?: string
          title?: string
        }
        Relationships: [
          {
            foreignKeyName: "atlas_template_tasks_facility_id_sop_id_fkey"
            columns: ["facility_id", "sop_id"]
            isOneToOne: false
            referencedRelation: "atlas_sop_register"
            referencedColumns: ["facility_id", "id"]
          },
          {
            foreignKeyName: "atlas_template_tasks_facility_id_sop_id_fkey"
            columns: ["facility_id", "sop_id"]
            isOneToOne: false
            referencedRelation: "atlas_sops"
            referencedColumns: ["facility_id", "id"]
          },
          {
            foreignKeyName: "atlas_template_tasks_template_id_phase_fkey"
            columns: ["template_id", "phase"]
            isOneToOne: false
            referencedRelation: "atlas_template_phases"
            referencedColumns: ["template_id", "phase"]
          },
        ]
      }
      back_office_manual_runs: {
        Row: {
          end_time: string
          id: number
          jobname: string
          return_message: string
          run_by: string | null
          start_time: string
          status: string
        }
        Insert: {
          end_time: string
          id?: never
          jobname: string
          return_message?: string
          run_by?: string | null
          start_time: string
          status: string
        }
        Update: {
          end_time?: string
          id?: never
          jobname?: string
          return_message?: string
          run_by?: string | null
          start_time?: string
          status?: string
        }
        Relationships: [
          {
            foreignKeyName: "back_office_manual_runs_run_by_fkey"
            columns: ["run_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      billing_accounts: {
        Row: {
          billing_interval: string | null
          created_at: string
          current_period_end: string | null
          grace_until: string | null
          last_event_at: string | null
          payment_failed_at: string | null
          pending_from: string | null
          pending_tier: string | null
          plan_tier: string | null
          stripe_customer_id: string
          stripe_subscription_id: string | null
          subscription_status: string | null
          updated_at: string
          user_id: string
        }
        Insert: {
          billing_interval?: string | null
          created_at?: string
          current_period_end?: string | null
          grace_until?: string | null
          last_event_at?: string | null
          payment_failed_at?: string | null
          pending_from?: string | null
          pending_tier?: string | null
          plan_tier?: string | null
          stripe_customer_id: string
          stripe_subscription_id?: string | null
          subscription_status?: string | null
          updated_at?: string
          user_id: string
        }
        Update: {
          billing_interval?: string | null
          created_at?: string
          current_period_end?: string | null
          grace_until?: string | null
          last_event_at?: string | null
          payment_failed_at?: string | null
          pending_from?: string | null
          pending_tier?: string | null
          plan_tier?: string | null
          stripe_customer_id?: string
          stripe_subscription_id?: string | null
          subscription_status?: string | null
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "billing_accounts_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: true
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      billing_checkouts: {
        Row: {
          billing_interval: string
          completed_at: string | null
          created_at: string
          id: string
          payment_status: string
          status: string
          tier: string
          user_id: string
        }
        Insert: {
          billing_interval: string
          completed_at?: string | null
          created_at?: string
          id: string
          payment_status?: string
          status?: string
          tier: string
          user_id: string
        }
        Update: {
          billing_interval?: string
          completed_at?: string | null
          created_at?: string
          id?: string
          payment_status?: string
          status?: string
          tier?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "billing_checkouts_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
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
      facility_invitations: {
        Row: {
          created_at: string
          email: string
          expires_at: string
          facility_id: string
          id: string
          invited_by: string
          responded_at: string | null
          role: string
          status: string
        }
        Insert: {
          created_at?: string
          email: string
          expires_at?: string
          facility_id: string
          id?: string
          invited_by?: string
          responded_at?: string | null
          role: string
          status?: string
        }
        Update: {
          created_at?: string
          email?: string
          expires_at?: string
          facility_id?: string
          id?: string
          invited_by?: string
          responded_at?: string | null
          role?: string
          status?: string
        }
        Relationships: [
          {
            foreignKeyName: "facility_invitations_facility_id_fkey"
            columns: ["facility_id"]
            isOneToOne: false
            referencedRelation: "facilities"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "facility_invitations_invited_by_fkey"
            columns: ["invited_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      facility_members: {
        Row: {
          created_at: string
          facility_id: string
          role: string
          updated_at: string
          user_id: string
        }
        Insert: {
          created_at?: string
          facility_id: string
          role: string
          updated_at?: string
          user_id: string
        }
        Update: {
          created_at?: string
          facility_id?: string
          role?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "facility_members_facility_id_fkey"
            columns: ["facility_id"]
            isOneToOne: false
            referencedRelation: "facilities"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "facility_members_user_id_fkey"
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
      prometheus_alerts: {
        Row: {
          evaluated_at: string
          facility_id: string
          room_id: string
          rule: string
          since: string
          state: string
          threshold: number | null
          value: number | null
        }
        Insert: {
          evaluated_at?: string
          facility_id: string
          room_id: string
          rule: string
          since: string
          state: string
          threshold?: number | null
          value?: number | null
        }
        Update: {
          evaluated_at?: string
          facility_id?: string
          room_id?: string
          rule?: string
          since?: string
          state?: string
          threshold?: number | null
          value?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "prometheus_alerts_facility_id_room_id_fkey"
            columns: ["facility_id", "room_id"]
            isOneToOne: false
            referencedRelation: "arca_room_stages"
            referencedColumns: ["facility_id", "room_id"]
          },
          {
            foreignKeyName: "prometheus_alerts_facility_id_room_id_fkey"
            columns: ["facility_id", "room_id"]
            isOneToOne: false
            referencedRelation: "arca_room_target_bands"
            referencedColumns: ["facility_id", "room_id"]
          },
          {
            foreignKeyName: "prometheus_alerts_facility_id_room_id_fkey"
            columns: ["facility_id", "room_id"]
            isOneToOne: false
            referencedRelation: "rooms"
            referencedColumns: ["facility_id", "id"]
          },
        ]
      }
      prometheus_readings: {
        Row: {
          at: string
          facility_id: string
          metric: string
          room_id: string
          source: string
          value: number
        }
        Insert: {
          at: string
          facility_id: string
          metric: string
          room_id: string
          source?: string
          value: number
        }
        Update: {
          at?: string
          facility_id?: string
          metric?: string
          room_id?: string
          source?: string
          value?: number
        }
        Relationships: [
          {
            foreignKeyName: "prometheus_readings_facility_id_room_id_fkey"
            columns: ["facility_id", "room_id"]
            isOneToOne: false
            referencedRelation: "arca_room_stages"
            referencedColumns: ["facility_id", "room_id"]
          },
          {
            foreignKeyName: "prometheus_readings_facility_id_room_id_fkey"
            columns: ["facility_id", "room_id"]
            isOneToOne: false
            referencedRelation: "arca_room_target_bands"
            referencedColumns: ["facility_id", "room_id"]
          },
          {
            foreignKeyName: "prometheus_readings_facility_id_room_id_fkey"
            columns: ["facility_id", "room_id"]
            isOneToOne: false
            referencedRelation: "rooms"
            referencedColumns: ["facility_id", "id"]
          },
        ]
      }
      prometheus_rollups: {
        Row: {
          bucket: string
          facility_id: string
          level: string
          max: number
          mean: number | null
          metric: string
          min: number
          n: number
          room_id: string
          total: number
        }
        Insert: {
          bucket: string
          facility_id: string
          level: string
          max: number
          mean?: never
          metric: string
          min: number
          n: number
          room_id: string
          total: number
        }
        Update: {
          bucket?: string
          facility_id?: string
          level?: string
          max?: number
          mean?: never
          metric?: string
          min?: number
          n?: number
          room_id?: string
          total?: number
        }
        Relationships: [
          {
            foreignKeyName: "prometheus_rollups_facility_id_room_id_fkey"
            columns: ["facility_id", "room_id"]
            isOneToOne: false
            referencedRelation: "arca_room_stages"
            referencedColumns: ["facility_id", "room_id"]
          },
          {
            foreignKeyName: "prometheus_rollups_facility_id_room_id_fkey"
            columns: ["facility_id", "room_id"]
            isOneToOne: false
            referencedRelation: "arca_room_target_bands"
            referencedColumns: ["facility_id", "room_id"]
          },
          {
            foreignKeyName: "prometheus_rollups_facility_id_room_id_fkey"
            columns: ["facility_id", "room_id"]
            isOneToOne: false
            referencedRelation: "rooms"
            referencedColumns: ["facility_id", "id"]
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
          canopy_area_m2: number | null
          created_at: string
          facility_id: string
          id: string
          lighting_w: number | null
          room_name: string
          room_type: string
          updated_at: string
        }
        Insert: {
          aroya_room_id?: number | null
          canopy_area_m2?: number | null
          created_at?: string
          facility_id: string
          id?: string
          lighting_w?: number | null
          room_name: string
          room_type?: string
          updated_at?: string
        }
        Update: {
          aroya_room_id?: number | null
          canopy_area_m2?: number | null
          created_at?: string
          facility_id?: string
          id?: string
          lighting_w?: number | null
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
      stripe_events: {
        Row: {
          event_created: string
          id: string
          outcome: string
          received_at: string
          type: string
        }
        Insert: {
          event_created: string
          id: string
          outcome: string
          received_at?: string
          type: string
        }
        Update: {
          event_created?: string
          id?: string
          outcome?: string
          received_at?: string
          type?: string
        }
        Relationships: []
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
      ancora_certificate_overview: {
        Row: {
          course_id: string | null
          course_title: string | null
          course_version: number | null
          expires_at: string | null
          first_issued_at: string | null
          holder_name: string | null
          id: string | null
          issue_count: number | null
          issued_at: string | null
          recert_lesson_id: string | null
          recert_quiz_id: string | null
          revoked_at: string | null
          score_percent: number | null
          status: string | null
          user_id: string | null
        }
        Relationships: [
          {
            foreignKeyName: "ancora_certificates_course_id_fkey"
            columns: ["course_id"]
            isOneToOne: false
            referencedRelation: "ancora_course_catalogue"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ancora_certificates_course_id_fkey"
            columns: ["course_id"]
            isOneToOne: false
            referencedRelation: "ancora_courses"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ancora_certificates_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ancora_quizzes_lesson_id_fkey"
            columns: ["recert_lesson_id"]
            isOneToOne: true
            referencedRelation: "ancora_lessons"
            referencedColumns: ["id"]
          },
        ]
      }
      ancora_course_catalogue: {
        Row: {
          certificate_validity_months: number | null
          cover_path: string | null
          estimated_minutes: number | null
          id: string | null
          is_pro: boolean | null
          lesson_count: number | null
          level: string | null
          module_count: number | null
          position: number | null
          published: boolean | null
          slug: string | null
          summary: string | null
          title: string | null
          topic: string | null
          version: number | null
        }
        Relationships: []
      }
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
      arca_application_records: {
        Row: {
          applicator: string | null
          applicator_licence: string | null
          area_m2: number | null
          created_at: string | null
          created_by: string | null
          crop: string | null
          ended_at: string | null
          facility_id: string | null
          id: string | null
          import_id: string | null
          items: Json | null
          lot_id: string | null
          method: string | null
          notes: string | null
          occurred_at: string | null
          phi_days: number | null
          phi_ends_at: string | null
          photos: string[] | null
          products: string | null
          rei_ends_at: string | null
          rei_hours: number | null
          room_id: string | null
          status: string | null
          target: string | null
          updated_at: string | null
          updated_by: string | null
          version: number | null
          water_volume_l: number | null
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
            referencedRelation: "arca_lot_holds"
            referencedColumns: ["facility_id", "lot_id"]
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
            referencedRelation: "arca_room_stages"
            referencedColumns: ["facility_id", "room_id"]
          },
          {
            foreignKeyName: "arca_entries_facility_id_room_id_fkey"
            columns: ["facility_id", "room_id"]
            isOneToOne: false
            referencedRelation: "arca_room_target_bands"
            referencedColumns: ["facility_id", "room_id"]
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
      arca_application_windows: {
        Row: {
          ended_at: string | null
          entry_id: string | null
          facility_id: string | null
          phi_days: number | null
          phi_ends_at: string | null
          products: string | null
          rei_ends_at: string | null
          rei_hours: number | null
          room_id: string | null
          started_at: string | null
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
            foreignKeyName: "arca_entries_facility_id_room_id_fkey"
            columns: ["facility_id", "room_id"]
            isOneToOne: false
            referencedRelation: "arca_room_stages"
            referencedColumns: ["facility_id", "room_id"]
          },
          {
            foreignKeyName: "arca_entries_facility_id_room_id_fkey"
            columns: ["facility_id", "room_id"]
            isOneToOne: false
            referencedRelation: "arca_room_target_bands"
            referencedColumns: ["facility_id", "room_id"]
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
      arca_batch_records: {
        Row: {
          b_mg_l: number | null
          ca_mg_l: number | null
          cl_mg_l: number | null
          created_at: string | null
          created_by: string | null
          cu_mg_l: number | null
          dilution_ratio: number | null
          ec_deviation: number | null
          ec_mismatch: boolean | null
          facility_id: string | null
          fe_mg_l: number | null
          id: string | null
          import_id: string | null
          items: Json | null
          k_mg_l: number | null
          lot_id: string | null
          measured_ec: number | null
          measured_ph: number | null
          mg_mg_l: number | null
          mn_mg_l: number | null
          mo_mg_l: number | null
          n_ammonium_mg_l: number | null
          n_mg_l: number | null
          n_nitrate_mg_l: number | null
          n_urea_mg_l: number | null
          na_mg_l: number | null
          notes: string | null
          occurred_at: string | null
          p_mg_l: number | null
          photos: string[] | null
          predicted_ec: number | null
          room_id: string | null
          s_mg_l: number | null
          source_water_ec: number | null
          status: string | null
          tank_id: string | null
          updated_at: string | null
          updated_by: string | null
          version: number | null
          volume_l: number | null
          working_volume_l: number | null
          zn_mg_l: number | null
        }
        Relationships: [
          {
            foreignKeyName: "arca_batch_values_tank_id_fkey"
            columns: ["tank_id"]
            isOneToOne: false
            referencedRelation: "arca_tanks"
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
            referencedRelation: "arca_lot_holds"
            referencedColumns: ["facility_id", "lot_id"]
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
            referencedRelation: "arca_room_stages"
            referencedColumns: ["facility_id", "room_id"]
          },
          {
            foreignKeyName: "arca_entries_facility_id_room_id_fkey"
            columns: ["facility_id", "room_id"]
            isOneToOne: false
            referencedRelation: "arca_room_target_bands"
            referencedColumns: ["facility_id", "room_id"]
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
      arca_compliance_records: {
        Row: {
          active_ingredients: string | null
          amount: number | null
          amount_unit: string | null
          application_id: string | null
          applicator: string | null
          applicator_licence: string | null
          area_m2: number | null
          crop: string | null
          ended_at: string | null
          facility_id: string | null
          method: string | null
          notes: string | null
          phi_days: number | null
          phi_ends_at: string | null
          position: number | null
          product: string | null
          product_phi_days: number | null
          product_rei_hours: number | null
          product_type: string | null
          rate: number | null
          rate_unit: string | null
          registration_number: string | null
          rei_ends_at: string | null
          rei_hours: number | null
          room_id: string | null
          room_name: string | null
          started_at: string | null
          target: string | null
          water_volume_l: number | null
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
            foreignKeyName: "arca_entries_facility_id_room_id_fkey"
            columns: ["facility_id", "room_id"]
            isOneToOne: false
            referencedRelation: "arca_room_stages"
            referencedColumns: ["facility_id", "room_id"]
          },
          {
            foreignKeyName: "arca_entries_facility_id_room_id_fkey"
            columns: ["facility_id", "room_id"]
            isOneToOne: false
            referencedRelation: "arca_room_target_bands"
            referencedColumns: ["facility_id", "room_id"]
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
          override_reason: string | null
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
            referencedRelation: "arca_room_stages"
            referencedColumns: ["room_id"]
          },
          {
            foreignKeyName: "arca_diary_values_to_room_id_fkey"
            columns: ["to_room_id"]
            isOneToOne: false
            referencedRelation: "arca_room_target_bands"
            referencedColumns: ["room_id"]
          },
          {
            foreignKeyName: "arca_diary_values_to_room_id_fkey"
            columns: ["to_room_id"]
            isOneToOne: false
            referencedRelation: "arca_yield_analytics"
            referencedColumns: ["room_id"]
          },
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
            referencedRelation: "arca_lot_holds"
            referencedColumns: ["facility_id", "lot_id"]
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
            referencedRelation: "arca_room_stages"
            referencedColumns: ["facility_id", "room_id"]
          },
          {
            foreignKeyName: "arca_entries_facility_id_room_id_fkey"
            columns: ["facility_id", "room_id"]
            isOneToOne: false
            referencedRelation: "arca_room_target_bands"
            referencedColumns: ["facility_id", "room_id"]
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
      arca_fertigation_records: {
        Row: {
          batch_ids: string[] | null
          ca_mg: number | null
          created_at: string | null
          created_by: string | null
          facility_id: string | null
          id: string | null
          import_id: string | null
          k_mg: number | null
          lot_id: string | null
          measured_ec: number | null
          measured_ph: number | null
          mg_mg: number | null
          n_mg: number | null
          notes: string | null
          occurred_at: string | null
          p_mg: number | null
          photos: string[] | null
          plant_count: number | null
          predicted_ec: number | null
          room_id: string | null
          s_mg: number | null
          status: string | null
          updated_at: string | null
          updated_by: string | null
          version: number | null
          volume_l: number | null
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
            referencedRelation: "arca_lot_holds"
            referencedColumns: ["facility_id", "lot_id"]
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
            referencedRelation: "arca_room_stages"
            referencedColumns: ["facility_id", "room_id"]
          },
          {
            foreignKeyName: "arca_entries_facility_id_room_id_fkey"
            columns: ["facility_id", "room_id"]
            isOneToOne: false
            referencedRelation: "arca_room_target_bands"
            referencedColumns: ["facility_id", "room_id"]
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
      arca_filter_records: {
        Row: {
          action: string | null
          created_at: string | null
          created_by: string | null
          facility_id: string | null
          feed_tds: number | null
          filter_id: string | null
          id: string | null
          import_id: string | null
          lot_id: string | null
          notes: string | null
          occurred_at: string | null
          override_reason: string | null
          permeate_flow_lpm: number | null
          permeate_tds: number | null
          photos: string[] | null
          pressure_drop_bar: number | null
          pressure_in_bar: number | null
          pressure_out_bar: number | null
          rejection_pct: number | null
          room_id: string | null
          status: string | null
          updated_at: string | null
          updated_by: string | null
          version: number | null
          water_temp_c: number | null
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
            referencedRelation: "arca_lot_holds"
            referencedColumns: ["facility_id", "lot_id"]
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
            referencedRelation: "arca_room_stages"
            referencedColumns: ["facility_id", "room_id"]
          },
          {
            foreignKeyName: "arca_entries_facility_id_room_id_fkey"
            columns: ["facility_id", "room_id"]
            isOneToOne: false
            referencedRelation: "arca_room_target_bands"
            referencedColumns: ["facility_id", "room_id"]
          },
          {
            foreignKeyName: "arca_entries_facility_id_room_id_fkey"
            columns: ["facility_id", "room_id"]
            isOneToOne: false
            referencedRelation: "rooms"
            referencedColumns: ["facility_id", "id"]
          },
          {
            foreignKeyName: "arca_filter_values_filter_id_fkey"
            columns: ["filter_id"]
            isOneToOne: false
            referencedRelation: "arca_filters"
            referencedColumns: ["id"]
          },
        ]
      }
      arca_lot_holds: {
        Row: {
          application_id: string | null
          applied_at: string | null
          ends_at: string | null
          facility_id: string | null
          hold: string | null
          lot_id: string | null
          lot_name: string | null
          products: string | null
          room_id: string | null
          room_name: string | null
        }
        Relationships: [
          {
            foreignKeyName: "arca_lots_facility_id_fkey"
            columns: ["facility_id"]
            isOneToOne: false
            referencedRelation: "facilities"
            referencedColumns: ["id"]
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
          override_reason: string | null
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
            referencedRelation: "arca_lot_holds"
            referencedColumns: ["facility_id", "lot_id"]
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
            referencedRelation: "arca_room_stages"
            referencedColumns: ["facility_id", "room_id"]
          },
          {
            foreignKeyName: "arca_entries_facility_id_room_id_fkey"
            columns: ["facility_id", "room_id"]
            isOneToOne: false
            referencedRelation: "arca_room_target_bands"
            referencedColumns: ["facility_id", "room_id"]
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
      arca_quality_records: {
        Row: {
          appearance: string | null
          aroma: string | null
          aw_max: number | null
          batch_code: string | null
          cbd_pct: number | null
          cbda_pct: number | null
          created_at: string | null
          created_by: string | null
          facility_id: string | null
          id: string | null
          import_id: string | null
          lot_id: string | null
          moisture_max_pct: number | null
          moisture_pct: number | null
          moisture_result: string | null
          notes: string | null
          occurred_at: string | null
          override_reason: string | null
          photos: string[] | null
          result: string | null
          room_id: string | null
          status: string | null
          terpenes_pct: number | null
          thc_pct: number | null
          thca_pct: number | null
          total_cbd_pct: number | null
          total_thc_pct: number | null
          updated_at: string | null
          updated_by: string | null
          version: number | null
          water_activity: number | null
          water_activity_result: string | null
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
            referencedRelation: "arca_lot_holds"
            referencedColumns: ["facility_id", "lot_id"]
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
            referencedRelation: "arca_room_stages"
            referencedColumns: ["facility_id", "room_id"]
          },
          {
            foreignKeyName: "arca_entries_facility_id_room_id_fkey"
            columns: ["facility_id", "room_id"]
            isOneToOne: false
            referencedRelation: "arca_room_target_bands"
            referencedColumns: ["facility_id", "room_id"]
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
      arca_release_records: {
        Row: {
          created_at: string | null
          created_by: string | null
          facility_id: string | null
          id: string | null
          import_id: string | null
          lot_id: string | null
          lot_number: string | null
          method: string | null
          notes: string | null
          occurred_at: string | null
          override_reason: string | null
          photos: string[] | null
          quantity: number | null
          quantity_unit: string | null
          room_id: string | null
          species: string | null
          status: string | null
          supplier: string | null
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
            referencedRelation: "arca_lot_holds"
            referencedColumns: ["facility_id", "lot_id"]
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
            referencedRelation: "arca_room_stages"
            referencedColumns: ["facility_id", "room_id"]
          },
          {
            foreignKeyName: "arca_entries_facility_id_room_id_fkey"
            columns: ["facility_id", "room_id"]
            isOneToOne: false
            referencedRelation: "arca_room_target_bands"
            referencedColumns: ["facility_id", "room_id"]
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
      arca_room_holds: {
        Row: {
          facility_id: string | null
          phi_applied_at: string | null
          phi_ends_at: string | null
          phi_entry_id: string | null
          phi_products: string | null
          rei_applied_at: string | null
          rei_ends_at: string | null
          rei_entry_id: string | null
          rei_products: string | null
          room_id: string | null
          room_name: string | null
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
            foreignKeyName: "arca_entries_facility_id_room_id_fkey"
            columns: ["facility_id", "room_id"]
            isOneToOne: false
            referencedRelation: "arca_room_stages"
            referencedColumns: ["facility_id", "room_id"]
          },
          {
            foreignKeyName: "arca_entries_facility_id_room_id_fkey"
            columns: ["facility_id", "room_id"]
            isOneToOne: false
            referencedRelation: "arca_room_target_bands"
            referencedColumns: ["facility_id", "room_id"]
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
      arca_room_stages: {
        Row: {
          facility_id: string | null
          plants: number | null
          room_id: string | null
          room_type: string | null
          stage: string | null
          stage_from: string | null
          stage_started_at: string | null
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
      arca_room_target_bands: {
        Row: {
          basis: string | null
          default_basis: string | null
          default_max: number | null
          default_min: number | null
          default_source: string | null
          facility_id: string | null
          is_custom: boolean | null
          max_value: number | null
          metric: string | null
          min_value: number | null
          note: string | null
          period: string | null
          room_id: string | null
          stage: string | null
          target_id: string | null
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
          override_reason: string | null
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
            referencedRelation: "arca_lot_holds"
            referencedColumns: ["facility_id", "lot_id"]
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
            referencedRelation: "arca_room_stages"
            referencedColumns: ["facility_id", "room_id"]
          },
          {
            foreignKeyName: "arca_entries_facility_id_room_id_fkey"
            columns: ["facility_id", "room_id"]
            isOneToOne: false
            referencedRelation: "arca_room_target_bands"
            referencedColumns: ["facility_id", "room_id"]
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
      arca_scouting_records: {
        Row: {
          basis: string | null
          count: number | null
          created_at: string | null
          created_by: string | null
          facility_id: string | null
          id: string | null
          import_id: string | null
          location: string | null
          lot_id: string | null
          notes: string | null
          occurred_at: string | null
          organism: string | null
          organism_type: string | null
          override_reason: string | null
          photos: string[] | null
          room_id: string | null
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
            referencedRelation: "arca_lot_holds"
            referencedColumns: ["facility_id", "lot_id"]
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
            referencedRelation: "arca_room_stages"
            referencedColumns: ["facility_id", "room_id"]
          },
          {
            foreignKeyName: "arca_entries_facility_id_room_id_fkey"
            columns: ["facility_id", "room_id"]
            isOneToOne: false
            referencedRelation: "arca_room_target_bands"
            referencedColumns: ["facility_id", "room_id"]
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
      arca_stock_on_hand: {
        Row: {
          facility_id: string | null
          fertilizer_id: string | null
          last_movement_at: string | null
          movements: number | null
          protection_product_id: string | null
          quantity: number | null
          tank_id: string | null
          tool_id: string | null
          unit: string | null
        }
        Relationships: [
          {
            foreignKeyName: "arca_stock_movements_facility_id_fertilizer_id_fkey"
            columns: ["facility_id", "fertilizer_id"]
            isOneToOne: false
            referencedRelation: "arca_fertilizers"
            referencedColumns: ["facility_id", "id"]
          },
          {
            foreignKeyName: "arca_stock_movements_facility_id_fkey"
            columns: ["facility_id"]
            isOneToOne: false
            referencedRelation: "facilities"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "arca_stock_movements_facility_id_protection_product_id_fkey"
            columns: ["facility_id", "protection_product_id"]
            isOneToOne: false
            referencedRelation: "arca_protection_products"
            referencedColumns: ["facility_id", "id"]
          },
          {
            foreignKeyName: "arca_stock_movements_facility_id_tank_id_fkey"
            columns: ["facility_id", "tank_id"]
            isOneToOne: false
            referencedRelation: "arca_tanks"
            referencedColumns: ["facility_id", "id"]
          },
        ]
      }
      arca_yield_analytics: {
        Row: {
          canopy_area_m2: number | null
          dry_g: number | null
          dry_wet_pct: number | null
          facility_id: string | null
          grade: string | null
          id: string | null
          lighting_w: number | null
          lot_id: string | null
          lot_name: string | null
          occurred_at: string | null
          room_id: string | null
          room_name: string | null
          strain: string | null
          trim_g: number | null
          wet_g: number | null
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
            referencedRelation: "arca_lot_holds"
            referencedColumns: ["facility_id", "lot_id"]
          },
          {
            foreignKeyName: "arca_entries_facility_id_lot_id_fkey"
            columns: ["facility_id", "lot_id"]
            isOneToOne: false
            referencedRelation: "arca_lots"
            referencedColumns: ["facility_id", "id"]
          },
        ]
      }
      arca_yield_records: {
        Row: {
          created_at: string | null
          created_by: string | null
          dry_g: number | null
          dry_wet_pct: number | null
          facility_id: string | null
          grade: string | null
          id: string | null
          import_id: string | null
          lot_id: string | null
          notes: string | null
          occurred_at: string | null
          override_reason: string | null
          photos: string[] | null
          room_id: string | null
          status: string | null
          trim_g: number | null
          updated_at: string | null
          updated_by: string | null
          version: number | null
          waste_g: number | null
          wet_g: number | null
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
            referencedRelation: "arca_lot_holds"
            referencedColumns: ["facility_id", "lot_id"]
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
            referencedRelation: "arca_room_stages"
            referencedColumns: ["facility_id", "room_id"]
          },
          {
            foreignKeyName: "arca_entries_facility_id_room_id_fkey"
            columns: ["facility_id", "room_id"]
            isOneToOne: false
            referencedRelation: "arca_room_target_bands"
            referencedColumns: ["facility_id", "room_id"]
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
      atlas_consumable_lots: {
        Row: {
          consumable_id: string | null
          expires_on: string | null
          facility_id: string | null
          lot_code: string | null
          on_hand: number | null
          received_at: string | null
        }
        Relationships: [
          {
            foreignKeyName: "atlas_stock_moves_facility_id_consumable_id_fkey"
            columns: ["facility_id", "consumable_id"]
            isOneToOne: false
            referencedRelation: "atlas_consumable_stock"
            referencedColumns: ["facility_id", "consumable_id"]
          },
          {
            foreignKeyName: "atlas_stock_moves_facility_id_consumable_id_fkey"
            columns: ["facility_id", "consumable_id"]
            isOneToOne: false
            referencedRelation: "atlas_consumables"
            referencedColumns: ["facility_id", "id"]
          },
        ]
      }
      atlas_consumable_stock: {
        Row: {
          below_reorder_point: boolean | null
          category: string | null
          consumable_id: string | null
          facility_id: string | null
          last_moved_at: string | null
          location: string | null
          name: string | null
          on_hand: number | null
          reorder_point: number | null
          reorder_quantity: number | null
          unit: string | null
          vendor: string | null
        }
        Relationships: [
          {
            foreignKeyName: "atlas_consumables_facility_id_fkey"
            columns: ["facility_id"]
            isOneToOne: false
            referencedRelation: "facilities"
            referencedColumns: ["id"]
          },
        ]
      }
      atlas_equipment_stats: {
        Row: {
          equipment_id: string | null
          facility_id: string | null
          failures: number | null
          latest_failure_at: string | null
          mtbf_days: number | null
          mttr_hours: number | null
          next_failure_on: string | null
          open_requests: number | null
        }
        Relationships: [
          {
            foreignKeyName: "atlas_equipment_facility_id_fkey"
            columns: ["facility_id"]
            isOneToOne: false
            referencedRelation: "facilities"
            referencedColumns: ["id"]
          },
        ]
      }
      atlas_maintenance_schedule: {
        Row: {
          active: boolean | null
          equipment_id: string | null
          facility_id: string | null
          interval_days: number | null
          last_done_at: string | null
          next_due_on: string | null
          open_request_id: string | null
          plan_id: string | null
          sop_id: string | null
          starts_on: string | null
          title: string | null
        }
        Relationships: [
          {
            foreignKeyName: "atlas_maintenance_plans_facility_id_equipment_id_fkey"
            columns: ["facility_id", "equipment_id"]
            isOneToOne: false
            referencedRelation: "atlas_equipment"
            referencedColumns: ["facility_id", "id"]
          },
          {
            foreignKeyName: "atlas_maintenance_plans_facility_id_equipment_id_fkey"
            columns: ["facility_id", "equipment_id"]
            isOneToOne: false
            referencedRelation: "atlas_equipment_stats"
            referencedColumns: ["facility_id", "equipment_id"]
          },
          {
            foreignKeyName: "atlas_maintenance_plans_facility_id_sop_id_fkey"
            columns: ["facility_id", "sop_id"]
            isOneToOne: false
            referencedRelation: "atlas_sop_register"
            referencedColumns: ["facility_id", "id"]
          },
          {
            foreignKeyName: "atlas_maintenance_plans_facility_id_sop_id_fkey"
            columns: ["facility_id", "sop_id"]
            isOneToOne: false
            referencedRelation: "atlas_sops"
            referencedColumns: ["facility_id", "id"]
          },
        ]
      }
      atlas_phase_variance: {
        Row: {
          baseline_days: number | null
          baseline_end: string | null
          baseline_start: string | null
          cycle_id: string | null
          cycle_phase_id: string | null
          days: number | null
          end_on: string | null
          facility_id: string | null
          length_change_days: number | null
          phase: string | null
          room_id: string | null
          start_on: string | null
          start_shift_days: number | null
        }
        Insert: {
          baseline_days?: never
          baseline_end?: string | null
          baseline_start?: string | null
          cycle_id?: string | null
          cycle_phase_id?: string | null
          days?: never
          end_on?: string | null
          facility_id?: string | null
          length_change_days?: never
          phase?: string | null
          room_id?: string | null
          start_on?: string | null
          start_shift_days?: never
        }
        Update: {
          baseline_days?: never
          baseline_end?: string | null
          baseline_start?: string | null
          cycle_id?: string | null
          cycle_phase_id?: string | null
          days?: never
          end_on?: string | null
          facility_id?: string | null
          length_change_days?: never
          phase?: string | null
          room_id?: string | null
          start_on?: string | null
          start_shift_days?: never
        }
        Relationships: [
          {
            foreignKeyName: "atlas_cycle_phases_facility_id_cycle_id_fkey"
            columns: ["facility_id", "cycle_id"]
            isOneToOne: false
            referencedRelation: "atlas_cycles"
            referencedColumns: ["facility_id", "id"]
          },
          {
            foreignKeyName: "atlas_cycle_phases_facility_id_room_id_fkey"
            columns: ["facility_id", "room_id"]
            isOneToOne: false
            referencedRelation: "arca_room_stages"
            referencedColumns: ["facility_id", "room_id"]
          },
          {
            foreignKeyName: "atlas_cycle_phases_facility_id_room_id_fkey"
            columns: ["facility_id", "room_id"]
            isOneToOne: false
            referencedRelation: "arca_room_target_bands"
            referencedColumns: ["facility_id", "room_id"]
          },
          {
            foreignKeyName: "atlas_cycle_phases_facility_id_room_id_fkey"
            columns: ["facility_id", "room_id"]
            isOneToOne: false
            referencedRelation: "rooms"
            referencedColumns: ["facility_id", "id"]
          },
        ]
      }
      atlas_sop_register: {
        Row: {
          approver_id: string | null
          category: string | null
          code: string | null
          created_at: string | null
          effective_at: string | null
          effective_version: number | null
          effective_version_id: string | null
          facility_id: string | null
          id: string | null
          latest_version: number | null
          next_review_on: string | null
          owner_id: string | null
          pending_status: string | null
          pending_version: number | null
          pending_version_id: string | null
          retired_at: string | null
          review_months: number | null
          status: string | null
          title: string | null
          updated_at: string | null
        }
        Relationships: [
          {
            foreignKeyName: "atlas_sops_approver_id_fkey"
            columns: ["approver_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "atlas_sops_facility_id_fkey"
            columns: ["facility_id"]
            isOneToOne: false
            referencedRelation: "facilities"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "atlas_sops_owner_id_fkey"
            columns: ["owner_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
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
      agora_consultant_meeting_links: {
        Args: { p_consultant_id: string }
        Returns: {
          calendly_url: string
          zoom_link: string
        }[]
      }
      agora_consultation_for_update: {
        Args: { p_id: string }
        Returns: Record<string, unknown>
      }
      agora_consultation_meeting_link: {
        Args: { p_consultation_id: string }
        Returns: string
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
      ancora_admin_courses: {
        Args: Record<PropertyKey, never>
        Returns: {
          certificates: number
          cover_path: string
          edited_at: string
          edited_by: string
          id: string
          is_pro: boolean
          learners: number
          level: string
          published: boolean
          published_at: string
          title: string
          topic: string
          unpublished_changes: boolean
          version: number
        }[]
      }
      ancora_apply_responses: {
        Args: { p_attempt_id: string; p_responses: Json }
        Returns: undefined
      }
      ancora_apply_version: {
        Args: { p: Json; p_by: string; p_course_id: string; p_note: string }
        Returns: number
      }
      ancora_assert_admin: { Args: { p_action: string }; Returns: undefined }
      ancora_assert_quiz_access: {
        Args: { p_quiz_id: string }
        Returns: {
          course_id: string | null
          created_at: string
          delay_first_seconds: number
          delay_later_seconds: number
          draw_count: number | null
          grade_method: string
          id: string
          intro: string
          lesson_id: string | null
          max_attempts: number | null
          pass_percent: number
          placement_percent: number | null
          purpose: string
          review_correctness: string
          review_feedback: string
          review_right_answer: string
          shuffle_answers: boolean
          time_limit_seconds: number | null
          title: string
          updated_at: string
        }
        SetofOptions: {
          from: "*"
          to: "ancora_quizzes"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      ancora_assessment_breakdown: {
        Args: { p_attempt_id: string }
        Returns: {
          course_id: string
          course_title: string
          percent: number
          placed: boolean
          questions: number
        }[]
      }
      ancora_attempt_json: { Args: { p_attempt_id: string }; Returns: Json }
      ancora_band_feedback: {
        Args: { p_percent: number; p_quiz_id: string }
        Returns: string
      }
      ancora_can_read_course: {
        Args: { p_course_id: string }
        Returns: boolean
      }
      ancora_can_read_lesson: {
        Args: { p_lesson_id: string }
        Returns: boolean
      }
      ancora_certificate_status: {
        Args: { p_expires_at: string; p_revoked_at: string }
        Returns: string
      }
      ancora_course_editor: { Args: { p_course_id: string }; Returns: Json }
      ancora_course_totals: {
        Args: { p_course_id: string }
        Returns: {
          estimated_minutes: number
          lesson_count: number
          module_count: number
        }[]
      }
      ancora_create_course: { Args: { p_content: Json }; Returns: string }
      ancora_create_due_reminders: {
        Args: { p_user_id: string }
        Returns: number
      }
      ancora_cycle_start: {
        Args: { p_quiz_id: string; p_user_id: string }
        Returns: string
      }
      ancora_discard_course_draft: {
        Args: { p_course_id: string }
        Returns: Json
      }
      ancora_draft_from_rows: { Args: { p_course_id: string }; Returns: Json }
      ancora_draft_text: { Args: { p: Json; p_key: string }; Returns: string }
      ancora_effective_settings: {
        Args: { p_quiz_id: string; p_user_id: string }
        Returns: Record<string, unknown>
      }
      ancora_finish_attempt: {
        Args: { p_at: string; p_attempt_id: string; p_late: boolean }
        Returns: undefined
      }
      ancora_finish_overdue: { Args: { p_user_id: string }; Returns: undefined }
      ancora_get_attempt: { Args: { p_attempt_id: string }; Returns: Json }
      ancora_grade_response: {
        Args: { p_response: Json; p_version_id: string }
        Returns: number
      }
      ancora_gradebook: {
        Args: { p_course_id: string }
        Returns: {
          accommodation_reason: string
          attempts: number
          best_percent: number
          certificate_expires_at: string
          certificate_status: string
          certificate_version: number
          email: string
          extra_max_attempts: number
          extra_time_limit_seconds: number
          final_quiz_id: string
          last_active_at: string
          last_attempt_at: string
          last_percent: number
          learner_name: string
          lesson_seconds: number
          lessons_completed: number
          lessons_total: number
          passed: boolean
          quiz_max_attempts: number
          quiz_seconds: number
          quiz_time_limit_seconds: number
          user_id: string
        }[]
      }
      ancora_is_assessment_quiz: {
        Args: { p_quiz_id: string }
        Returns: boolean
      }
      ancora_issue_certificate: {
        Args: {
          p_attempt_id: string
          p_course_id: string
          p_score: number
          p_user_id: string
        }
        Returns: undefined
      }
      ancora_item_statistics: {
        Args: { p_course_id: string }
        Returns: {
          answers: number
          archived: boolean
          current_version: number
          discrimination: number
          efficiency: number
          facility: number
          flags: string[]
          lesson_id: string
          prompt: string
          question_id: string
          sd: number
          type: string
        }[]
      }
      ancora_normalize_draft: {
        Args: { p: Json; p_course_id: string }
        Returns: Json
      }
      ancora_normalize_response: {
        Args: { p_choice_order: string[]; p_response: Json; p_type: string }
        Returns: Json
      }
      ancora_own_attempt: {
        Args: { p_attempt_id: string }
        Returns: {
          attempt_no: number
          deadline: string | null
          finished_at: string | null
          id: string
          max_score: number | null
          pass_percent: number
          passed: boolean | null
          percent: number | null
          quiz_id: string
          score: number | null
          started_at: string
          state: string
          submitted_late: boolean
          user_id: string
        }
        SetofOptions: {
          from: "*"
          to: "ancora_attempts"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      ancora_practice_grade: {
        Args: { p_lesson_id: string; p_sheet: Json }
        Returns: Json
      }
      ancora_practice_quiz: {
        Args: { p_lesson_id: string }
        Returns: {
          course_id: string | null
          created_at: string
          delay_first_seconds: number
          delay_later_seconds: number
          draw_count: number | null
          grade_method: string
          id: string
          intro: string
          lesson_id: string | null
          max_attempts: number | null
          pass_percent: number
          placement_percent: number | null
          purpose: string
          review_correctness: string
          review_feedback: string
          review_right_answer: string
          shuffle_answers: boolean
          time_limit_seconds: number | null
          title: string
          updated_at: string
        }
        SetofOptions: {
          from: "*"
          to: "ancora_quizzes"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      ancora_practice_start: { Args: { p_lesson_id: string }; Returns: Json }
      ancora_prerequisites_met: {
        Args: { p_course_id: string; p_user_id: string }
        Returns: boolean
      }
      ancora_publish_course: {
        Args: { p_course_id: string; p_note?: string }
        Returns: Json
      }
      ancora_quiz_grade: {
        Args: { p_quiz_id: string; p_user_id: string }
        Returns: number
      }
      ancora_quiz_pool: {
        Args: { p_quiz_id: string }
        Returns: {
          course_id: string
          question_id: string
          version: number
        }[]
      }
      ancora_quiz_status: { Args: { p_quiz_id: string }; Returns: Json }
      ancora_refuse: {
        Args: { p_message: string; p_path: string }
        Returns: undefined
      }
      ancora_reinstate_certificate: {
        Args: { p_id: string }
        Returns: undefined
      }
      ancora_reminder_step: { Args: { p_expires_at: string }; Returns: number }
      ancora_renewal_window: {
        Args: Record<PropertyKey, never>
        Returns: string
      }
      ancora_review_allows: {
        Args: { p_final: boolean; p_option: string }
        Returns: boolean
      }
      ancora_review_attempt: { Args: { p_attempt_id: string }; Returns: Json }
      ancora_review_items: {
        Args: {
          p_items: Json
          p_show_correctness: boolean
          p_show_feedback: boolean
          p_show_right_answer: boolean
        }
        Returns: Json
      }
      ancora_review_json: { Args: { p_attempt_id: string }; Returns: Json }
      ancora_revoke_certificate: {
        Args: { p_id: string; p_reason: string }
        Returns: undefined
      }
      ancora_save_course_draft: {
        Args: { p_content: Json; p_course_id: string; p_revision: number }
        Returns: Json
      }
      ancora_save_feedback_bands: {
        Args: { p_bands: Json; p_quiz_id: string }
        Returns: undefined
      }
      ancora_save_question: {
        Args: {
          p_choices?: Json
          p_course_id: string
          p_general_feedback?: string
          p_in_assessment?: boolean
          p_lesson_id: string
          p_numeric_answer?: number
          p_numeric_tolerance?: number
          p_numeric_unit?: string
          p_points?: number
          p_prompt: string
          p_question_id: string
          p_type: string
        }
        Returns: Json
      }
      ancora_save_responses: {
        Args: { p_attempt_id: string; p_responses: Json }
        Returns: Json
      }
      ancora_search_candidates: {
        Args: {
          p_course_id?: string
          p_earned_within_months?: number
          p_max_score?: number
          p_min_score?: number
          p_validity?: string
        }
        Returns: {
          candidate_id: string
          certificate_id: string
          contact_email: string
          course_id: string
          course_title: string
          expires_at: string
          first_name: string
          headline: string
          issued_at: string
          last_name: string
          location: string
          score_percent: number
          status: string
        }[]
      }
      ancora_send_due_reminders: {
        Args: Record<PropertyKey, never>
        Returns: number
      }
      ancora_set_accommodation: {
        Args: {
          p_max_attempts: number
          p_quiz_id: string
          p_reason: string
          p_time_limit_minutes: number
          p_user_id: string
        }
        Returns: undefined
      }
      ancora_start_attempt: { Args: { p_quiz_id: string }; Returns: Json }
      ancora_status_json: {
        Args: { p_quiz_id: string; p_user_id: string }
        Returns: Json
      }
      ancora_submit_attempt: {
        Args: { p_attempt_id: string; p_responses?: Json }
        Returns: Json
      }
      ancora_sync_my_reminders: {
        Args: Record<PropertyKey, never>
        Returns: number
      }
      ancora_sync_unpublished_rows: {
        Args: { p: Json; p_course_id: string }
        Returns: undefined
      }
      ancora_track_lesson_time: {
        Args: { p_lesson_id: string }
        Returns: undefined
      }
      ancora_unpublish_course: {
        Args: { p_course_id: string }
        Returns: undefined
      }
      ancora_verify_certificate: {
        Args: { p_id: string }
        Returns: {
          course_title: string
          course_version: number
          expires_at: string
          first_issued_at: string
          holder_name: string
          issued_at: string
          issuer: string
          revoked_at: string
          status: string
        }[]
      }
      ancora_version_content: { Args: { p_version_id: string }; Returns: Json }
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
      animus_import_parent: {
        Args: { p_field: string; p_ids: string[]; p_row: Json }
        Returns: string
      }
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
      arca_application_movements: {
        Args: { p_entry_id: string }
        Returns: {
          fertilizer_id: string
          protection_product_id: string
          quantity: number
          tank_id: string
        }[]
      }
      arca_apply_skeleton: {
        Args: {
          p_name?: string
          p_room_id: string
          p_skeleton_id: string
          p_starts_on: string
        }
        Returns: string
      }
      arca_batch_movements: {
        Args: { p_entry_id: string }
        Returns: {
          fertilizer_id: string
          protection_product_id: string
          quantity: number
          tank_id: string
        }[]
      }
      arca_batch_refresh: { Args: { p_entry_id: string }; Returns: undefined }
      arca_delete_entries: { Args: { p_ids: string[] }; Returns: number }
      arca_ec_mismatch: {
        Args: { p_measured: number; p_predicted: number }
        Returns: boolean
      }
      arca_enforce_holds: { Args: { p_entry_id: string }; Returns: undefined }
      arca_entry_access: {
        Args: { p_action: string; p_entry_id: string; p_kind: string }
        Returns: boolean
      }
      arca_entry_holds: {
        Args: {
          p_at: string
          p_entry_id?: string
          p_kind: string
          p_lot_id: string
          p_room_id: string
          p_values?: Json
        }
        Returns: {
          application_id: string
          applied_at: string
          ends_at: string
          hold: string
          iobc_class: number
          lot_id: string
          lot_name: string
          persistence_weeks: number
          products: string
          room_id: string
          room_name: string
          species: string
        }[]
      }
      arca_entry_values: {
        Args: { p_entry_id: string; p_kind: string }
        Returns: Json
      }
      arca_fertigation_movements: {
        Args: { p_entry_id: string }
        Returns: {
          fertilizer_id: string
          protection_product_id: string
          quantity: number
          tank_id: string
        }[]
      }
      arca_fertigation_refresh: {
        Args: { p_entry_id: string }
        Returns: undefined
      }
      arca_generated_columns: { Args: { p_table: unknown }; Returns: string[] }
      arca_grants: {
        Args: { p_action: string }
        Returns: {
          facility_id: string
          kind: string
        }[]
      }
      arca_hold_sentence: {
        Args: {
          p_applied_at: string
          p_ends_at: string
          p_hold: string
          p_iobc_class: number
          p_lot_name: string
          p_persistence_weeks: number
          p_products: string
          p_room_name: string
          p_species: string
        }
        Returns: string
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
      arca_lot_place_at: {
        Args: { p_at: string; p_except?: string; p_lot_id: string }
        Returns: {
          room_id: string
          stage: string
        }[]
      }
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
      arca_room_fertility: {
        Args: {
          p_from: string
          p_room_id: string
          p_time_zone?: string
          p_to: string
        }
        Returns: {
          b_mg: number
          ca_mg: number
          ca_mg_per_plant: number
          cu_mg: number
          fe_mg: number
          feeds: number
          feeds_without_plants: number
          k_mg: number
          k_mg_per_plant: number
          mean_measured_ec: number
          mean_predicted_ec: number
          mg_mg: number
          mg_mg_per_plant: number
          mn_mg: number
          mo_mg: number
          n_ammonium_mg: number
          n_mg: number
          n_mg_per_plant: number
          n_nitrate_mg: number
          p_mg: number
          p_mg_per_plant: number
          s_mg: number
          s_mg_per_plant: number
          volume_l: number
          week_start: string
          zn_mg: number
        }[]
      }
      arca_round_values: { Args: { p_values: Json }; Returns: Json }
      arca_set_deleted: {
        Args: { p_deleted: boolean; p_ids: string[] }
        Returns: number
      }
      arca_steering_ok: { Args: { p: Json }; Returns: boolean }
      arca_stock_unit: {
        Args: {
          p_fertilizer_id: string
          p_protection_product_id: string
          p_tank_id: string
        }
        Returns: string
      }
      arca_sync_entry_stock: {
        Args: { p_entry_id: string }
        Returns: undefined
      }
      arca_target_metric_ok: {
        Args: {
          p_basis: string
          p_max: number
          p_metric: string
          p_min: number
        }
        Returns: boolean
      }
      arca_tool_facilities: {
        Args: { p_action: string; p_tool_id: string }
        Returns: string[]
      }
      arca_tool_tier: { Args: { tool_id: string }; Returns: string }
      arca_update_entry: {
        Args: { p_changes: Json; p_id: string; p_version: number }
        Returns: number
      }
      arca_windows_at: {
        Args: { p_at: string; p_facility_id: string }
        Returns: {
          application_id: string
          phi_ends_at: string
          products: string
          rei_ends_at: string
          room_id: string
          started_at: string
        }[]
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
      atlas_apply_template: {
        Args: {
          p_name: string
          p_origin_project_id?: string
          p_phase_rooms?: Json
          p_plant_count?: number
          p_room_id: string
          p_starts_on: string
          p_strain_name: string
          p_template_id: string
        }
        Returns: string
      }
      atlas_approve_sop_version: {
        Args: { p_version_id: string }
        Returns: undefined
      }
      atlas_course_choices: {
        Args: Record<PropertyKey, never>
        Returns: {
          certificate_validity_months: number
          id: string
          is_pro: boolean
          title: string
        }[]
      }
      atlas_facilities: { Args: { p_action: string }; Returns: string[] }
      atlas_make_sop_version_effective: {
        Args: { p_version_id: string }
        Returns: undefined
      }
      atlas_move_milestone: {
        Args: { p_cycle_phase_id: string; p_reason?: string; p_to: string }
        Returns: number
      }
      atlas_new_sop_version: {
        Args: { p_change_summary?: string; p_sop_id: string }
        Returns: string
      }
      atlas_phase_order: { Args: { p_phase: string }; Returns: number }
      atlas_photo_facility: { Args: { p_name: string }; Returns: string }
      atlas_production_board: {
        Args: Record<PropertyKey, never>
        Returns: {
          board_name: string
          day_in_phase: number
          phase: string
          phase_days: number
          room_alias: string
          strain: string
        }[]
      }
      atlas_refresh_cycle_span: {
        Args: { p_cycle_id: string }
        Returns: undefined
      }
      atlas_retire_sop: { Args: { p_sop_id: string }; Returns: undefined }
      atlas_save_sop_draft: {
        Args: {
          p_change_summary?: string
          p_scope?: string
          p_steps: Json
          p_version_id: string
        }
        Returns: number
      }
      atlas_send_review_reminders: {
        Args: { p_facility_id?: string }
        Returns: number
      }
      atlas_set_cycle_status: {
        Args: { p_cycle_id: string; p_status: string }
        Returns: undefined
      }
      atlas_sop_course_requirement: {
        Args: { p_sop_id: string }
        Returns: {
          course_id: string
          expires_at: string
          status: string
          title: string
        }[]
      }
      atlas_sop_version_at: {
        Args: { p_at: string; p_sop_id: string }
        Returns: string
      }
      auth_email: { Args: Record<PropertyKey, never>; Returns: string }
      available_slots: {
        Args: {
          p_consultant_id: string
          p_days?: number
          p_from: string
          p_minutes?: number
        }
        Returns: string[]
      }
      back_office_job_failures: {
        Args: { p_jobname: string }
        Returns: {
          end_time: string
          return_message: string
          source: string
          start_time: string
        }[]
      }
      back_office_jobs: {
        Args: Record<PropertyKey, never>
        Returns: {
          active: boolean
          failures_7d: number
          jobname: string
          last_end: string
          last_message: string
          last_source: string
          last_start: string
          last_status: string
          schedule: string
        }[]
      }
      back_office_require_admin: {
        Args: Record<PropertyKey, never>
        Returns: undefined
      }
      back_office_run_job: {
        Args: { p_jobname: string }
        Returns: {
          end_time: string
          id: number
          jobname: string
          return_message: string
          run_by: string | null
          start_time: string
          status: string
        }
        SetofOptions: {
          from: "*"
          to: "back_office_manual_runs"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      billing_apply_due: {
        Args: { p_now?: string; p_user_id?: string }
        Returns: number
      }
      billing_grace_period: {
        Args: Record<PropertyKey, never>
        Returns: string
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
      caller_meets_mfa: { Args: Record<PropertyKey, never>; Returns: boolean }
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
      facility_role: {
        Args: { p_facility_id: string; p_user_id?: string }
        Returns: string
      }
      facility_team: {
        Args: { p_facility_id: string }
        Returns: {
          avatar_url: string
          first_name: string
          joined_at: string
          last_name: string
          role: string
          user_id: string
        }[]
      }
      facility_teammates: {
        Args: Record<PropertyKey, never>
        Returns: string[]
      }
      facility_training_record: {
        Args: { p_facility_id: string }
        Returns: {
          current_version: number
          item_code: string
          item_id: string
          item_title: string
          kind: string
          person_name: string
          person_role: string
          required_by: string[]
          since: string
          state: string
          until: string
          user_id: string
          version: number
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
      happened_by_now: { Args: { p_at: string }; Returns: boolean }
      happened_by_today: { Args: { p_day: string }; Returns: boolean }
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
      my_facilities: {
        Args: Record<PropertyKey, never>
        Returns: {
          facility_id: string
          name: string
          owner_name: string
          plan: string
          role: string
        }[]
      }
      my_facility_invitations: {
        Args: Record<PropertyKey, never>
        Returns: {
          created_at: string
          expires_at: string
          facility_id: string
          facility_name: string
          id: string
          invited_by_name: string
          role: string
        }[]
      }
      org_role: { Args: { p_organization_id: string }; Returns: string }
      organization_id_from_path: { Args: { p_name: string }; Returns: string }
      owns_consultant_folder: { Args: { p_name: string }; Returns: boolean }
      prometheus_alert_rules: {
        Args: Record<PropertyKey, never>
        Returns: {
          direction: string
          fixed_limit: number
          hold: string
          label: string
          metric: string
          rule: string
          severity: string
        }[]
      }
      prometheus_alerts_evaluate_room: {
        Args: { p_room_id: string }
        Returns: {
          evaluated_at: string
          facility_id: string
          room_id: string
          rule: string
          since: string
          state: string
          threshold: number | null
          value: number | null
        }[]
        SetofOptions: {
          from: "*"
          to: "prometheus_alerts"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      prometheus_cycles: {
        Args: {
          p_facility_id: string
          p_from: string
          p_to: string
          p_tz: string
        }
        Returns: {
          canopy_area_m2: number
          climate_hours: number
          curing_days: number
          dry_g: number
          drying_days: number
          flower_days: number
          flower_from: string
          flower_hours: number
          flower_to: string
          harvested_at: string
          in_band_hours: number
          light_hours: number
          lighting_w: number
          lot_id: string
          lot_name: string
          mean_dryback: number
          mean_rh: number
          mean_substrate_ec: number
          mean_temp: number
          mean_vpd: number
          mol_m2: number
          nights: number
          plants: number
          propagation_days: number
          quality_checks: number
          quality_failed: number
          quality_passed: number
          rh_in_band_hours: number
          room_id: string
          room_name: string
          runoff_ec: number
          strain: string
          temp_in_band_hours: number
          veg_days: number
          vpd_in_band_hours: number
          wet_g: number
        }[]
      }
      prometheus_daily: {
        Args: { p_from: string; p_room_id: string; p_to: string; p_tz: string }
        Returns: {
          band_max: number
          band_min: number
          day: string
          in_band: number
          max: number
          mean: number
          metric: string
          min: number
          n: number
          period: string
        }[]
      }
      prometheus_evaluate_all_alerts: {
        Args: Record<PropertyKey, never>
        Returns: number
      }
      prometheus_facilities: { Args: { p_action: string }; Returns: string[] }
      prometheus_insight_hours: {
        Args: { p_from: string; p_room_id: string; p_to: string; p_tz: string }
        Returns: {
          above: number[]
          below: number[]
          day_max: number
          day_min: number
          hours: string[]
          max: number[]
          max_step: number[]
          mean: number[]
          metric: string
          min: number[]
          n: number[]
          night: number[]
          night_max: number
          night_min: number
        }[]
      }
      prometheus_levels: {
        Args: Record<PropertyKey, never>
        Returns: {
          level: string
          width: string
        }[]
      }
      prometheus_metric_ok: {
        Args: { p_metric: string; p_value: number }
        Returns: boolean
      }
      prometheus_room_bands: {
        Args: { p_room_id: string }
        Returns: {
          max_value: number
          metric: string
          min_value: number
          period: string
        }[]
      }
      prometheus_room_latest: {
        Args: { p_facility_id: string }
        Returns: {
          latest: string
          room_id: string
        }[]
      }
      prometheus_series: {
        Args: {
          p_from: string
          p_max_points?: number
          p_metrics: string[]
          p_room_id: string
          p_to: string
        }
        Returns: {
          buckets: string[]
          max: number[]
          mean: number[]
          metric: string
          min: number[]
          n: number[]
        }[]
      }
      prometheus_substrate: {
        Args: {
          p_from: string
          p_min_gap_minutes?: number
          p_min_step?: number
          p_room_id: string
          p_to: string
          p_tz: string
        }
        Returns: {
          day: string
          dryback_peak: number
          dryback_points: number
          dryback_relative: number
          dryback_since: string
          dryback_trough: number
          ec_max: number
          ec_mean: number
          ec_min: number
          ec_n: number
          first_shot: string
          last_shot: string
          lights_on: string
          p1_minutes: number
          peak_at: string
          peak_vwc: number
          runoff_ec: number
          runoff_n: number
          runoff_pct: number
          shot_at: string[]
          shot_size: number[]
          shots: number
          vwc_max: number
          vwc_mean: number
          vwc_min: number
          vwc_n: number
        }[]
      }
      prometheus_vpd: {
        Args: { p_rh: number; p_temp: number }
        Returns: number
      }
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
      respond_to_facility_invitation: {
        Args: { p_accept: boolean; p_invitation_id: string }
        Returns: string
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
          has_video_conferencing: boolean
          hourly_rate: number
          id: string
          profile: Json
          rating: number
          short_description: string
          specialties: Json
          title: string
          total_reviews: number
          years_experience: number
        }[]
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
      session_proves_email: {
        Args: Record<PropertyKey, never>
        Returns: boolean
      }
      stripe_apply_event: {
        Args: { p_event: Json; p_tier?: string }
        Returns: string
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
      tier_facilities: {
        Args: { p_action: string; p_tier: string }
        Returns: string[]
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

