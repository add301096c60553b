import torch

x = torch.empty(2, 3, 4, 5).permute(0, 2, 1, 3)  # 内存中既不是 NCHW 也不是 NHWC
order = x.dim_order(ambiguity_check=[torch.contiguous_format, torch.channels_last])
print(order)  # 没有报错
print(x.is_contiguous(), x.is_contiguous(memory_format=torch.channels_last))
