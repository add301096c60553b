import torch

values = torch.tensor([10.0, 20.0, 30.0, 40.0])
keep = torch.tensor([1, 0, 1, 0])       # 以 int64 存储的 0/1 标志

print(~keep)                            # 按位取反：[-2, -1, -2, -1]
print(values[~keep])                    # 从末尾索引：取错了行，却不报错
print(values[torch.logical_not(keep)])  # 布尔掩码：标志为 0 的那些行
