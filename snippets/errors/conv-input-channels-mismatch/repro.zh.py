import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

conv = torch.nn.Conv2d(3, 8, kernel_size=3).to(device)
img = torch.zeros(1, 32, 32, 3, device=device)  # NHWC，图像从 NumPy/PIL 读进来就是这样
conv(img)  # Conv2d 把第 1 维当作通道：得到 32 而不是 3
