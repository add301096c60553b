import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# Logging code that passes the run's device, on a machine without a GPU
print(torch.cuda.memory_summary(device))
