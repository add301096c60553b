import torch

device = "cuda" if torch.cuda.is_available() else "cpu"
g = torch.Generator(device=device).manual_seed(0)  # on the device it draws for
noise = torch.randn(2, 4, generator=g, device=device)
print(noise.shape, noise.device.type == torch.device(device).type)

cpu_g = torch.Generator().manual_seed(0)
same_everywhere = torch.randn(2, 4, generator=cpu_g).to(device)  # or draw on the CPU and move
print(same_everywhere.shape)
