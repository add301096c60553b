import torch

sigma = 0.5                                  # Python float 类型的超参数

print(sigma ** 2)                            # 数字用 ** 求平方
torch.square(sigma)                          # torch.square 只接受张量
