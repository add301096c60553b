import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

batch = torch.zeros(4, 2, 3, device=device)  # a batch of four 2x3 matrices
print(batch.mT.shape)  # what was meant: transpose the last two dims
batch.t()
