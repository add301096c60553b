import torch

labels = torch.tensor([1, 0, 1])                   # int64
logits = torch.zeros(3, dtype=torch.float64)
print(labels.type_as(logits))                      # 采用 logits 的 dtype（以及设备）
print(labels.to(logits).dtype)                     # 用 to() 也一样

print(labels.type())                               # 不传参数：返回类型字符串
print(labels.type(torch.float32).dtype)            # 传入 dtype：返回转换后的张量
print(logits.type_as(logits) is logits)            # 已经一致：不复制
