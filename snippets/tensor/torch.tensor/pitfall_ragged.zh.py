import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

seqs = [[1, 2, 3], [4, 5]]     # 各行长度不同
torch.tensor(seqs, device=device)
