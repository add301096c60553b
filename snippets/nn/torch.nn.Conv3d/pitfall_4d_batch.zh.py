import torch

conv = torch.nn.Conv3d(3, 16, kernel_size=3, padding=1)
images = torch.randn(4, 3, 32, 32)  # 一批二维图像，而不是体数据
conv(images)  # 四维输入被当成一个不带批次维的体数据（C=4, D=3, H, W）
