import os

import torch

signal = torch.zeros(1_000_000)
head = signal[:10]                        # 10 elements of a 4 MB buffer

torch.save(head, "head.pt")
torch.save(head.clone(), "head_clone.pt")

print(head.untyped_storage().nbytes())    # the slice still refers to the whole buffer
print(f"{os.path.getsize('head.pt') / 1e6:.1f} MB")
print(f"{os.path.getsize('head_clone.pt') / 1e6:.1f} MB")
