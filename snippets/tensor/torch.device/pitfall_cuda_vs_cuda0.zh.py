import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

plain = torch.device("cuda")       # 表示“当前 CUDA 设备”，index 为 None
indexed = torch.device("cuda:0")   # 位于第一块 GPU 上的张量，其 .device 就是这个
print(plain.index, indexed.index)
print(plain == indexed)             # False：索引也参与相等比较
print(plain.type == indexed.type)   # True

x = torch.ones(1, device=device)
print(x.device.type == device.type)   # 不关心索引时，比较类型即可
