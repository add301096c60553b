import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

logits = torch.tensor([[1.0, 2.0, 3.0],
                       [1.0, 1.0, 1.0]], device=device)
probs = torch.nn.Softmax(dim=0)(logits)  # normalises each class across the batch
print(probs.sum(dim=1))  # per-sample "probabilities" do not sum to 1
print(probs.argmax(dim=1))
