import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

probs = torch.zeros(3, dtype=torch.long, device=device)
probs[0] = 0.7     # 悄悄截断为 0
probs[1] = 1.9     # 悄悄截断为 1
print(probs)

fixed = torch.zeros(3, device=device)   # 默认 float32
fixed[0] = 0.7
print(fixed)
