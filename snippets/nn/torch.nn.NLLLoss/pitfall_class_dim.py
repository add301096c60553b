import torch

torch.manual_seed(0)
# a sequence tagger's output is (N, L, C), but NLLLoss wants the classes in dim 1
log_probs = torch.randn(2, 5, 3).log_softmax(dim=-1)  # N=2, L=5, C=3
target = torch.randint(0, 3, (2, 5))                  # (N, L)

print(torch.nn.NLLLoss()(log_probs.transpose(1, 2), target))  # (N, C, L): works
torch.nn.NLLLoss()(log_probs, target)                         # (N, L, C): fails
