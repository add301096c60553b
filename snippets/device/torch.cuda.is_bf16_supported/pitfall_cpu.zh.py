import torch

print(torch.cuda.is_bf16_supported())  # 没有 CUDA GPU 时为 False ……

# …… 但 CPU 能用 bfloat16 计算，autocast 也能转换到它。
a = torch.ones(2, 2, dtype=torch.bfloat16)
print((a @ a).dtype)
with torch.autocast(device_type="cpu", dtype=torch.bfloat16):
    print(torch.nn.Linear(2, 2)(torch.ones(1, 2)).dtype)
