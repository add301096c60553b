import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

img = torch.arange(24.0, device=device).view(1, 2, 3, 4)  # N, C, H, W
cl = img.contiguous(memory_format=torch.channels_last)
print(cl.stride(), cl.is_contiguous(memory_format=torch.channels_last))

back = cl.contiguous()  # 默认 memory_format=torch.contiguous_format
print(back.stride(), back.is_contiguous(memory_format=torch.channels_last))

kept = cl.contiguous(memory_format=torch.channels_last)
print(kept is cl)
