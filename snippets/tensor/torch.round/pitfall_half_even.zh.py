import torch

x = torch.tensor([0.5, 1.5, 2.5, 3.5])

print(torch.round(x))                  # 0, 2, 2, 4：恰好一半时取偶数，而不是一律进位
print(torch.floor(x + 0.5))            # 1, 2, 3, 4：对非负数做“课本式”四舍五入
