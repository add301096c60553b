import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

bn = torch.nn.BatchNorm1d(num_features=3).to(device)
x = torch.tensor([[1.0, 2.0, 3.0],
                  [3.0, 6.0, 9.0]], device=device)  # (N=2, C=3)

# 训练模式：用当前批次的统计量做归一化，并更新滑动统计量
print(bn(x))
print(bn.running_mean, bn.running_var)  # momentum 为 0.1：0.9 * 旧值 + 0.1 * 批次值

# 评估模式：改用滑动统计量
bn.eval()
print(bn(x))
print([name for name, _ in bn.named_parameters()], [name for name, _ in bn.named_buffers()])
