import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

print(torch.arange(5, device=device))            # [0, 5)：不包含 end
print(torch.arange(2, 10, 3, device=device))     # start、end、step
print(torch.arange(5, 0, -1, device=device))     # 倒数需要负的 step

# dtype：参数全是整数 -> int64，任一参数为浮点数 -> 默认浮点数据类型
print(torch.arange(5).dtype, torch.arange(0.0, 5).dtype, torch.arange(0, 1, 0.25).dtype)
print(torch.arange(4, dtype=torch.float32, device=device))

# 元素个数为 ceil((end - start) / step)
print(len(torch.arange(0, 10, 3)))
