import torch

torch.manual_seed(0)
hidden = torch.randn(2, 10, 8)  # (N, L, C), as from an RNN or a Transformer

print(torch.nn.MaxPool1d(2)(hidden).shape)  # pools the 8 features, not the 10 steps
print(torch.nn.MaxPool1d(2)(hidden.transpose(1, 2)).transpose(1, 2).shape)
