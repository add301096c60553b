import os

import torch

signal = torch.zeros(1_000_000)
head = signal[:10]                        # 4 MB 缓冲区中的 10 个元素

torch.save(head, "head.pt")
torch.save(head.clone(), "head_clone.pt")

print(head.untyped_storage().nbytes())    # 切片仍然引用整个缓冲区
print(f"{os.path.getsize('head.pt') / 1e6:.1f} MB")
print(f"{os.path.getsize('head_clone.pt') / 1e6:.1f} MB")
