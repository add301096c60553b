import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# a batch of sequences (B, T, C) = (1, 2, 3): value = 10 * t + c
btc = torch.tensor([[[0, 1, 2], [10, 11, 12]]], device=device)

right = btc.permute(0, 2, 1)        # (B, C, T): channel 0 over time is [0, 10]
wrong = btc.reshape(1, 3, 2)        # same shape, values regrouped in memory order
print(right[0, 0].tolist(), wrong[0, 0].tolist())
print(torch.equal(right, wrong))
