import torch
import torch.nn.functional as F

torch.manual_seed(0)
logits = torch.randn(6, 2, 5, requires_grad=True)
targets = torch.tensor([[1, 2, 2], [3, 4, 1]])
# "1 2 2" needs 4 frames (a blank must separate the two 2s), but sample 0 has only 3
input_lengths = torch.tensor([3, 6])
target_lengths = torch.tensor([3, 3])

for zero_infinity in (False, True):
    logits.grad = None
    loss = F.ctc_loss(logits.log_softmax(dim=2), targets, input_lengths, target_lengths,
                      reduction="none", zero_infinity=zero_infinity)
    loss.mean().backward()
    print(f"zero_infinity={zero_infinity}: loss={loss}, nan in grad: {logits.grad.isnan().any().item()}")
