import torch

x = torch.zeros(2, 3, 4, 5)

print(torch.movedim(x, 0, 2).shape)      # dim 0 moves to 2; dims 1 and 2 slide left
print(torch.transpose(x, 0, 2).shape)    # a swap exchanges the two dims instead
