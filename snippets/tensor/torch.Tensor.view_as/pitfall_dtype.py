import torch

counts = torch.tensor([1.5, 2.5, 3.5, 4.5])
template = torch.zeros(2, 2, dtype=torch.int64)

out = counts.view_as(template)
print(out.dtype)            # still float32: view_as copies the shape only
print(out)
print(counts.view(template.shape).to(template.dtype))
