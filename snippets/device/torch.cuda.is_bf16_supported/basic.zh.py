import torch

# 为 GPU 选择 autocast 的 dtype，不支持 bfloat16 时退而求其次。
if torch.cuda.is_available():
    native = torch.cuda.is_bf16_supported(including_emulation=False)
    amp_dtype = torch.bfloat16 if native else torch.float16
    device = "cuda"
else:
    amp_dtype, device = torch.bfloat16, "cpu"  # CPU 上的 autocast 使用 bfloat16

model = torch.nn.Linear(8, 2).to(device)
x = torch.randn(4, 8, device=device)
with torch.autocast(device_type=device, dtype=amp_dtype):
    y = model(x)
print(y.dtype == amp_dtype)
