import torch

torch.manual_seed(0)
head = torch.nn.Sequential(
    torch.nn.AdaptiveAvgPool2d(1),  # (N, C, H, W) -> (N, C, 1, 1)
    torch.nn.Flatten(),  # -> (N, C)
    torch.nn.Linear(512, 10),
)
print(head(torch.randn(4, 512, 7, 7)).shape)
print(head(torch.randn(4, 512, 9, 12)).shape)  # 任意分辨率都能用
