import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# On a machine without CUDA the old scaler disables itself with a UserWarning;
# scale() then returns the loss unchanged and training runs unscaled.
scaler = torch.cuda.amp.GradScaler()
print("CUDA available:", torch.cuda.is_available())
print("enabled:", scaler.is_enabled())
print("scale(3.0) ->", scaler.scale(torch.tensor(3.0, device=device)).item())
