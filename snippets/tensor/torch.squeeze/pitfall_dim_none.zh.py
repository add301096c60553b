import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def flatten_singletons(x, dim=None):
    return torch.squeeze(x, dim)  # 显式传入了 dim=None


x = torch.zeros(2, 1, device=device)
print(torch.squeeze(x).shape)  # 不传 dim 没问题
flatten_singletons(x)
