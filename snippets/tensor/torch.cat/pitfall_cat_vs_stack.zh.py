import torch

# 有 GPU 就用 GPU，否则用 CPU
device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

rows = [torch.tensor([1.0, 2.0, 3.0], device=device) for _ in range(4)]

print(torch.cat(rows).shape)    # (12,)：首尾相接
print(torch.stack(rows).shape)  # (4, 3)：新增最前面一维，组批时通常要的是这个
