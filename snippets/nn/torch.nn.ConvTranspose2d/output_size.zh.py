import torch

torch.manual_seed(0)
down = torch.nn.Conv2d(4, 8, kernel_size=3, stride=2, padding=1)
up = torch.nn.ConvTranspose2d(8, 4, kernel_size=3, stride=2, padding=1)

for size in (10, 11):
    skip = torch.randn(1, 4, size, size)  # 例如 U-Net 的跳跃连接
    low = down(skip)
    plain = up(low)
    matched = up(low, output_size=skip.shape[-2:])  # 自动选取合适的 output_padding
    print(size, tuple(low.shape[-2:]), tuple(plain.shape[-2:]), tuple(matched.shape[-2:]))
