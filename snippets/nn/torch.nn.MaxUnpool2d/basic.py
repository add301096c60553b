import torch
import torch.nn.functional as F

x = torch.tensor([[[[1.0, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, 16]]]])
pool = torch.nn.MaxPool2d(2, return_indices=True)  # indices are required
unpool = torch.nn.MaxUnpool2d(2)

out, idx = pool(x)
print(idx)
print(unpool(out, idx))  # maxima back in place, zeros elsewhere
print(torch.equal(F.max_unpool2d(out, idx, 2), unpool(out, idx)))

odd = torch.arange(25.0).view(1, 1, 5, 5)
out, idx = pool(odd)
print(unpool(out, idx, output_size=odd.shape).shape)  # give the original size back
