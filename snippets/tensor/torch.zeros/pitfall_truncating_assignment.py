import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

probs = torch.zeros(3, dtype=torch.long, device=device)
probs[0] = 0.7     # silently truncated to 0
probs[1] = 1.9     # silently truncated to 1
print(probs)

fixed = torch.zeros(3, device=device)   # default float32
fixed[0] = 0.7
print(fixed)
