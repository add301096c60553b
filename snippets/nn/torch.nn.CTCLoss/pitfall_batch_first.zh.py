import torch

torch.manual_seed(0)
# 用 batch_first=True 构造的 RNN 输出 (N, T, C)
log_probs = torch.randn(2, 8, 5).log_softmax(dim=2)  # N=2, T=8, C=5
targets = torch.tensor([[1, 2, 2], [3, 4, 1]])
input_lengths = torch.tensor([8, 8])
target_lengths = torch.tensor([3, 3])

ctc = torch.nn.CTCLoss()
print(ctc(log_probs.transpose(0, 1), targets, input_lengths, target_lengths))  # (T, N, C)：正常
ctc(log_probs, targets, input_lengths, target_lengths)  # (N, T, C)：被当作 T=2、N=8
