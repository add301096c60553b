import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

seqs = [[1, 2, 3], [4, 5]]     # rows of different length
torch.tensor(seqs, device=device)
