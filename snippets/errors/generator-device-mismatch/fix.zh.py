import torch

device = "cuda" if torch.cuda.is_available() else "cpu"
g = torch.Generator(device=device).manual_seed(0)  # 创建在它要采样的设备上
noise = torch.randn(2, 4, generator=g, device=device)
print(noise.shape, noise.device.type == torch.device(device).type)

cpu_g = torch.Generator().manual_seed(0)
same_everywhere = torch.randn(2, 4, generator=cpu_g).to(device)  # 或者在 CPU 上采样后再移过去
print(same_everywhere.shape)
