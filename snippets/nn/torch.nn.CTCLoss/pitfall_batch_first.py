import torch

torch.manual_seed(0)
# an RNN built with batch_first=True outputs (N, T, C)
log_probs = torch.randn(2, 8, 5).log_softmax(dim=2)  # N=2, T=8, C=5
targets = torch.tensor([[1, 2, 2], [3, 4, 1]])
input_lengths = torch.tensor([8, 8])
target_lengths = torch.tensor([3, 3])

ctc = torch.nn.CTCLoss()
print(ctc(log_probs.transpose(0, 1), targets, input_lengths, target_lengths))  # (T, N, C): works
ctc(log_probs, targets, input_lengths, target_lengths)  # (N, T, C): read as T=2, N=8
