import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# step 0.25 is converted to the integer dtype first and becomes 0
torch.arange(0, 2, 0.25, dtype=torch.int64, device=device)
