import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# Logging code that passes the run's device, run with DEVICE=cpu
print(torch.cuda.memory_summary(device))
