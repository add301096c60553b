import torch

x = torch.rand(2, 3, 4, 4).to(memory_format=torch.channels_last)

print(x.shape)                        # still N, C, H, W: only the strides changed
print(x.is_contiguous())
print(x.reshape(2, -1).shape)         # reshape copies when it has to
x.view(2, -1)                         # flattening C, H, W needs NCHW order in memory
