import torch

x = torch.empty(2, 3, 4, 5).permute(0, 2, 1, 3)  # neither NCHW nor NHWC in memory
order = x.dim_order(ambiguity_check=[torch.contiguous_format, torch.channels_last])
print(order)  # no error
print(x.is_contiguous(), x.is_contiguous(memory_format=torch.channels_last))
