import torch

ints = torch.tensor([1, 2, 3])
half = torch.ones(3, dtype=torch.float16)

print(torch.result_type(ints, 2.5))  # 浮点标量让整数张量变为 float32（默认数据类型）
print(torch.result_type(ints, half))  # 两个有维度的张量：普通的类型提升
print(torch.result_type(half, torch.tensor(1.0, dtype=torch.float64)))  # 零维张量按标量对待
print(torch.promote_types(torch.float16, torch.float64))  # 只看数据类型：没有这种区分
print(torch.promote_types(torch.uint8, torch.int8))  # 能同时容纳两者的最小类型
print((half + torch.tensor(1.0, dtype=torch.float64)).dtype)  # 运算实际得到的类型
