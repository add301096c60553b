import torch

print(torch.cuda.is_bf16_supported())  # False without a CUDA GPU ...

# ... though the CPU computes in bfloat16 and autocasts to it.
a = torch.ones(2, 2, dtype=torch.bfloat16)
print((a @ a).dtype)
with torch.autocast(device_type="cpu", dtype=torch.bfloat16):
    print(torch.nn.Linear(2, 2)(torch.ones(1, 2)).dtype)
