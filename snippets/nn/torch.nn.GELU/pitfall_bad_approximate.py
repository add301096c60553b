import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

act = torch.nn.GELU(approximate="fast")  # accepted here
print(act)
act(torch.ones(2, device=device))  # fails here
