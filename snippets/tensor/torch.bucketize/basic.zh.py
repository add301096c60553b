import torch

boundaries = torch.tensor([1.0, 3.0, 5.0])       # 必须升序排列
values = torch.tensor([[0.0, 1.0, 2.0],
                       [3.0, 4.0, 9.0]])

print(torch.bucketize(values, boundaries))               # 与 values 形状相同
print(torch.bucketize(values, boundaries, right=True))   # 等于边界的值归入高一档的桶
print(torch.bucketize(values, boundaries, out_int32=True).dtype)
