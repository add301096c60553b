import torch

counts = torch.tensor([1.5, 2.5, 3.5, 4.5])
template = torch.zeros(2, 2, dtype=torch.int64)

out = counts.view_as(template)
print(out.dtype)            # 仍是 float32：view_as 只复制形状
print(out)
print(counts.view(template.shape).to(template.dtype))
