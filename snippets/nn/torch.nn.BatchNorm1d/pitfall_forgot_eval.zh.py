import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
bn = torch.nn.BatchNorm1d(2).to(device)
sample = torch.tensor([[1.0, 2.0]], device=device)
others = torch.randn(3, 2, device=device)

# 训练模式下，同一个样本的结果取决于批次中的其他样本
out1 = bn(torch.cat([sample, others]))[0]
out2 = bn(torch.cat([sample, others * 10]))[0]
print(torch.allclose(out1, out2))

bn.eval()  # 推理：使用固定的滑动统计量，结果只取决于样本本身
out3 = bn(torch.cat([sample, others]))[0]
out4 = bn(torch.cat([sample, others * 10]))[0]
print(torch.allclose(out3, out4))
