import torch

x = torch.tensor([[4.0, 1.0, 7.0],
                  [2.0, 9.0, 2.0]])

print(x.argmin())                         # 不指定 dim：返回展平后张量中的索引
print(x.argmin(dim=1))                    # 每行一个索引
print(x.argmin(dim=0, keepdim=True))      # 形状为 (1, 3)
print(x.argmin(dim=1).dtype)

# 并列时取最小值第一次出现的位置
print(torch.tensor([3, 1, 1, 2]).argmin())
