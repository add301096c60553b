import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

bn = torch.nn.BatchNorm1d(num_features=4).to(device)
seq = torch.randn(2, 5, 4, device=device)  # 来自 embedding / transformer 层的 (N, L, C)
bn(seq)
