import torch

x = torch.zeros(8, 3, 32, 32)
print(x.dim(), x.ndim, x.ndimension())   # three spellings, one number
print(torch.tensor(1.0).dim())           # 0-d tensor

# a common guard: add a batch dimension to a single sample
def as_batch(img):
    return img.unsqueeze(0) if img.dim() == 3 else img

print(as_batch(torch.zeros(3, 32, 32)).shape, as_batch(x).shape)
